import type { BaseTranslation } from '../i18n-types'

/**
 * English copy. Text quoted in SPEC.md is used as written there; the rest is ours.
 * Keep keys grouped by the part of the site that shows them.
 */
const en = {
  site: {
    tagline: 'WE CREATE YOUR ORIGIN STORY',
    homeLink: '{name} – home',
    skipToContent: 'Skip to content',
  },
  menu: {
    open: 'Open menu',
    close: 'Close menu',
    label: 'Main menu',
    links: {
      home: 'Home',
      projects: 'projects',
      about: 'about',
      creativeLab: 'creative-lab',
      services: 'services',
      careers: 'careers',
      blogs: 'blogs',
      contact: 'contact',
    },
  },
  flag: {
    switchTo: 'Norsk – bytt til norsk',
    flagAlt: 'Norwegian flag',
  },
  footer: {
    marquee: 'CONTACT US',
    emailUs: 'Write to us',
    pagesLabel: 'Pages',
    columnOne: { home: 'Home', careers: 'Careers', about: 'About Us', contact: 'Contact' },
    columnTwo: { projects: 'Work', services: 'Services', blogs: 'Journal', creativeLab: 'Creative Lab' },
    officesLabel: 'Our offices',
    kosovo: 'Kosovo',
    norway: 'Norway',
    contactButton: 'Contact Us',
    readArticle: 'Read Article',
    socialLabel: 'Follow us',
    opensInNewTab: '(opens in a new tab)',
    legalLabel: 'Legal',
    legal: { cookies: 'Cookie Policy', terms: 'Terms & Conditions', privacy: 'Privacy Policy' },
    copyright: '© {year} {name}. All rights reserved.',
  },
  social: {
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    behance: 'Behance',
    x: 'X',
    facebook: 'Facebook',
    tiktok: 'TikTok',
  },
  cookie: {
    title: 'Cookies',
    notice:
      'We use cookies to make this site work and, with your permission, to remember your preferences and see how the site is used.',
    policyLink: 'Read our Cookie Policy',
    acceptAll: 'Accept All',
    rejectAll: 'Reject All',
    customize: 'Customize',
    detailTitle: 'Customize your cookie settings',
    necessary: 'Necessary',
    necessaryText:
      'Needed for the site to work, such as remembering your language and this choice. They cannot be switched off.',
    alwaysActive: 'Always active',
    preference: 'Preference',
    preferenceText: 'Remember choices you make so the site feels the same next time.',
    statistics: 'Statistics',
    statisticsText: 'Help us understand how visitors use the site, so we can make it better. Anonymous.',
    save: 'Save my Preferences',
    settings: 'Cookie settings',
  },
  screens: {
    home: {
      title: '{name} – creative and digital agency',
      description:
        'A creative and digital agency in Norway and Kosovo: branding, design, development and marketing that make your brand stand out.',
      heading: 'Here to transform, not conform',
    },
    about: {
      title: 'About us',
      description: 'Who we are: a team of designers, developers and marketers in Stavanger and Pristina since 2020.',
      heading: 'WE MAKE YOU STAND OUT FROM THE CROWD',
    },
    careers: {
      title: 'Careers',
      description: 'Open roles at {name}. Join a team where work meets passion.',
      heading: 'Where Work Meets Passion',
    },
    career: {
      title: 'Job opening',
      description: 'A job opening at {name}. Read the role and apply.',
    },
    services: {
      title: 'Services',
      description: 'Design, development and marketing services: from brand identity to web, e-commerce and campaigns.',
      heading: 'Solutions & Services',
    },
    blogs: {
      title: 'Journal',
      description: 'Articles on trends, best practices and industry insights from the {name} team.',
      heading: 'JOURNAL',
    },
    blog: {
      title: 'Article',
      description: 'An article from the {name} journal.',
    },
    projects: {
      title: 'Projects',
      description: 'Selected branding, UI/UX, web and marketing work by {name}.',
      heading: 'Our Work',
    },
    project: {
      title: 'Project',
      description: 'A project by {name}.',
    },
    contact: {
      title: 'Contact',
      description: 'Tell us about your project. We reply within two working days.',
      heading: "LET'S TALK",
    },
    creativeLab: {
      title: 'Creative Lab',
      description: 'Our playground: music, a little game, our brand identity and free design resources.',
      heading: 'Creative Lab',
    },
    thankYou: {
      title: 'Thank you',
      description: 'Thank you for your message.',
      heading: 'Thank you!',
      message: 'We have received your message and will get back to you as soon as we can.',
      home: 'Back to home',
    },
    terms: { title: 'Terms & Conditions', description: 'The legal terms for using our website and services.' },
    privacy: { title: 'Privacy Policy', description: 'How we collect, use and protect your personal data.' },
    cookies: { title: 'Cookie Policy', description: 'Which cookies we use, why, and for how long.' },
    notFound: {
      title: 'Page not found',
      heading: "Looks like you're stuck",
      message: 'The page you are looking for does not exist or has moved.',
      home: 'Go home',
    },
  },
  services: {
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
  },
  about: {
    lead: 'A creative and digital agency from Stavanger and Pristina, making brands that people notice and remember.',
    teamAlt: 'The team together in the studio, shown as soft shapes in our colours',
    statsTitle: 'In numbers',
    stats: {
      offices: 'offices, in Norway and Kosovo',
      services: 'unique services',
      projects: 'projects delivered',
      industries: 'industries served',
      years: 'years of making brands stand out',
      clients: 'happy clients',
    },
    valuesTitle: 'What drives us',
    values: {
      adventure: 'Adventure',
      innovation: 'Innovation',
      collaboration: 'Collaboration',
      passion: 'Passion',
      creativity: 'Creativity',
      diversity: 'Diversity',
    },
    factsTitle: 'Fun Facts Fiesta',
    factsHint: 'Drag the facts into the order you like best, or use the handle with Space and the arrow keys.',
    factHandle: 'Move fact {index}: {text}',
    facts: {
      coffee: 'We drink about 40 litres of coffee a week between the two offices.',
      languages: 'The team speaks seven languages, and argues about design in all of them.',
      distance: 'Stavanger and Pristina are 2,300 km apart, and a video call away.',
      dog: 'Our Pristina studio has an office dog who approves every logo.',
      first: 'Our first project was a bakery rebrand, paid partly in cinnamon buns.',
      mountains: 'At least one team hike a year, fjord or mountain, rain or shine.',
      playlist: 'The studio playlist has over 1,200 songs and no skips allowed.',
      plants: 'We keep 31 plants alive, mostly.',
      ideas: 'Our best ideas still start on sticky notes.',
      friday: 'Fridays end with a show-and-tell of something we learned that week.',
    },
    announcements: {
      pickedUp: 'Picked up fact {position}.',
      movedOver: 'Fact moved to position {position}.',
      dropped: 'Fact dropped at position {position}.',
      cancelled: 'Moving cancelled. The fact is back at position {position}.',
    },
    nowTitle: 'From a small room to two studios',
    nowText:
      'We started in 2020 with two laptops and a big idea. Today we are a team in two countries, still with the same curiosity.',
    nowLabel: 'Now',
    thenLabel: '2020',
    nowAlt: 'Our studio today, in soft blue shapes',
    thenAlt: 'Where we started in 2020, in dark, soft shapes',
    ctaTitle: 'Want to be part of the story?',
    ctaLink: 'Open Roles',
  },
  home: {
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
    projects: {
      kode: { title: 'Kode Labs', status: 'Live', focusA: 'Branding', focusB: 'Web Development' },
      chaos: { title: 'Chaos Clothing Brand', status: 'Live', focusA: 'Branding', focusB: 'E-commerce' },
      smeg: { title: 'SMEG Kosovo', status: 'Ongoing', focusA: 'Digital Marketing', focusB: 'Social Media' },
    },
    projectImageAlt: 'Cover image of the {title} project',
    testimonialsTitle: 'What our clients say',
    testimonialsStrip: 'Client testimonials',
    testimonialsHint: 'Drag, scroll or use the arrow keys to read more.',
    drag: 'DRAG',
    testimonials: {
      software: {
        quote:
          'They understood our product faster than some of our own engineers, and the new site doubled our demo requests.',
        name: 'Lena Hartmann',
        position: 'Marketing team, a software company',
      },
      retail: {
        quote:
          'From the first workshop to launch day, they were calm, creative and always on time. Our customers noticed the difference.',
        name: 'Arben Krasniqi',
        position: 'Managing director, a consumer-goods retailer in Kosovo',
      },
      tech: {
        quote:
          'A team that asks the right questions. The brand they built for us finally looks like the company we are.',
        name: 'Jonas Berg',
        position: 'CEO, a technology company',
      },
      group: {
        quote:
          'One partner for brand, web and campaigns across three markets. It saved us months and a lot of meetings.',
        name: 'Drita Morina',
        position: 'CEO, a group of companies',
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
  },
  legal: {
    lastUpdated: 'Last updated',
  },
  clocks: {
    label: 'Local time in our offices',
    no: 'NO',
    xk: 'XK',
    noName: 'Norway',
    xkName: 'Kosovo',
  },
} satisfies BaseTranslation

export default en
