import type { BaseTranslation } from '../../i18n-types'

const en_services = {
  lead: 'Design, development and marketing under one roof, shaped around what your brand needs to grow.',
  viewProjects: 'View Projects',
  panelsLabel: 'What we do',
  design: {
    title: 'Design',
    text: 'Identities and visuals people remember, from the first sketch to every touchpoint.',
    items: {
      brand: 'Logo & Brand Development',
      graphic: 'Graphic Design',
      animation: 'Animation',
      print: 'Print',
      social: 'Social Graphics',
      packaging: 'Packaging',
      motion: 'Motion Graphics',
      illustration: 'Illustration',
    },
  },
  development: {
    title: 'Development',
    text: 'Fast, secure and accessible websites, shops and software that are a pleasure to use.',
    items: {
      uiux: 'UI/UX Design',
      web: 'Web Development',
      ecommerce: 'E-commerce',
      software: 'Custom Software',
      responsive: 'Responsive Design',
      seo: 'SEO',
      api: 'API Integration',
      security: 'Website Security',
    },
  },
  marketing: {
    title: 'Marketing',
    text: 'Campaigns and content that reach the right people and show what they bring in.',
    items: {
      digital: 'Digital Marketing',
      social: 'Social Media Management',
      ads: 'SEO & Ads',
      content: 'Content Creation',
      video: 'Video Production',
      analysis: 'Analysis & Reporting',
      campaigns: 'Integrated Campaigns',
    },
  },
  processTitle: 'How we work',
  process: {
    consultation: {
      title: 'Consultation & Strategy',
      text: 'We listen, ask the hard questions and agree on goals we can measure.',
    },
    ideation: {
      title: 'Creative Ideation & Conceptualization',
      text: 'Ideas, moodboards and concepts, tested early against those goals.',
    },
    build: {
      title: 'Design & Development',
      text: 'We design and build in short rounds, with you seeing progress every week.',
    },
    testing: {
      title: 'Optimization & Testing',
      text: 'Speed, accessibility and usability checked on real devices before launch.',
    },
    evaluation: {
      title: 'Performance Evaluation & Refinement',
      text: 'After launch we measure, learn and refine what matters.',
    },
    delivery: { title: 'Delivery & Success', text: 'A handover you can run with, and a team that stays around.' },
  },
  ctaNumber: '180+',
  ctaText: 'projects delivered for brands that wanted to stand out. Yours could be next.',
  ctaLink: 'Contact Us',
} satisfies BaseTranslation

export default en_services
