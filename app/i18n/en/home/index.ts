import type { BaseTranslation } from '../../i18n-types'

const en_home = {
  heroLabel: 'Introduction',
  heroCta: "Let's talk",
  heroScroll: 'Scroll to explore',
  videoLabel: 'Background video: slow-moving shapes in our colours',
  introTitle: 'here to transform, not conform',
  introText:
    'We are a creative and digital agency in Norway and Kosovo. We help ambitious brands find their voice, look the part and grow, with design, technology and marketing that work together.',
  aboutButton: 'About Us',
  reelLabel: 'Showreel',
  reelPlay: 'PLAY',
  reelPause: 'PAUSE',
  reelWord: 'REEL',
  reelPlayButton: 'Play the showreel',
  reelPauseButton: 'Pause the showreel',
  craftTitle: 'Brand, design and delivery',
  craft: {
    brand: { title: 'Brand', text: 'Strategy and identity that give your business a clear, confident voice.' },
    design: { title: 'Design', text: 'Interfaces, campaigns and visuals crafted down to the last pixel.' },
    delivery: {
      title: 'Delivery',
      text: 'Websites and products built to last, shipped on time, measured after launch.',
    },
  },
  approachTitle: 'Our approach',
  approach: {
    research: {
      title: 'Market Research',
      text: 'We learn your market, your customers and your competitors before we draw a single line.',
    },
    strategy: {
      title: 'Strategy',
      text: 'We turn what we learn into a plan: positioning, priorities and goals we can measure.',
    },
    delivery: { title: 'Delivery', text: 'We design, build and launch, then keep improving with real data.' },
  },
  servicesTitle: 'Services',
  panels: {
    branding: {
      title: 'Branding',
      content:
        'A brand is more than a logo. We build identities with a story, a voice and a system that works everywhere.',
      tags: { a: 'Identity', b: 'Naming', c: 'Guidelines', d: 'Tone of voice', e: 'Packaging', f: 'Print' },
      items: { logo: 'Logo Design', strategy: 'Brand Strategy', identity: 'Visual Identity' },
    },
    development: {
      title: 'Development',
      content: 'Fast, accessible websites and products that look great and are a pleasure to use on every screen.',
      tags: { a: 'Websites', b: 'Web apps', c: 'E-commerce', d: 'CMS', e: 'Performance', f: 'Accessibility' },
      items: { uiux: 'UI/UX Design', web: 'Web Development', ecommerce: 'E-commerce Solutions' },
    },
    marketing: {
      title: 'Marketing',
      content: 'Campaigns that reach the right people, content they want to share, and numbers that show it worked.',
      tags: { a: 'Social', b: 'Campaigns', c: 'SEO', d: 'Ads', e: 'Content', f: 'Analytics' },
      items: { social: 'Social Media Management', campaigns: 'Campaign Management', seo: 'SEO' },
    },
  },
  showcaseTitle: 'Selected work',
  seeMoreProjects: 'See More Projects',
  projectYear: 'Year',
  projectStatus: 'Status',
  projectFocus: 'Focus',
  showcase: {
    kode: { title: 'Kode Labs', status: 'Live', focusA: 'Branding', focusB: 'Web Development' },
    chaos: { title: 'Chaos Clothing Brand', status: 'Live', focusA: 'Branding', focusB: 'E-commerce' },
    smeg: { title: 'SMEG Kosovo', status: 'Ongoing', focusA: 'Digital Marketing', focusB: 'Social Media' },
  },
  projectImageAlt: 'Cover image of the {title} project',
  testimonialsTitle: 'What our clients say',
  testimonialsStrip: 'Client testimonials',
  testimonialsHint: 'Drag, scroll or use the arrow keys to read more.',
  testimonials: {
    software: {
      quote:
        'They understood our product faster than some of our own engineers, and the new site doubled our demo requests.',
      name: 'Lena Hartmann',
      position: 'Marketing team, Northlight (software)',
    },
    retail: {
      quote:
        'From the first workshop to launch day, they were calm, creative and always on time. Our customers noticed the difference.',
      name: 'Arben Krasniqi',
      position: 'Managing director, Tregu (consumer goods, Kosovo)',
    },
    tech: {
      quote: 'A team that asks the right questions. The brand they built for us finally looks like the company we are.',
      name: 'Jonas Berg',
      position: 'CEO, Fjordtek (technology)',
    },
    group: {
      quote: 'One partner for brand, web and campaigns across three markets. It saved us months and a lot of meetings.',
      name: 'Drita Morina',
      position: 'CEO, Dardan Group',
    },
  },
  blogTitle: 'From the journal',
  readArticle: 'Read article',
  blogPreviewAlt: 'Preview of the article {title}',
  posts: {
    startup: 'Do I need a website for my start-up?',
    freelancer: 'Freelancer vs agency: who should build your brand?',
    abroad: 'Hiring a company from another country: what to know',
  },
  postCategories: { insights: 'Industry Insights', practices: 'Best Practices', trends: 'Trends' },
} satisfies BaseTranslation

export default en_home
