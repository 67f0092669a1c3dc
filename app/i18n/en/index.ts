import type { BaseTranslation } from '../i18n-types'

/**
 * English copy. Text quoted in docs/product.md is used as written there; the rest is ours.
 * Keep keys grouped by the part of the site that shows them.
 */
const en = {
  site: {
    tagline: 'WE CREATE YOUR ORIGIN STORY',
    homeLink: '{name} – home',
    skipToContent: 'Skip to content',
    preview: 'Preview: you are seeing unpublished changes.',
    previewNew: 'Preview: you are seeing an entry that is not published yet.',
    previewUnknown: 'Preview: you are seeing drafts.',
    previewMissingIn: {
      en: 'Only in Norwegian: the English site does not show this entry.',
      no: 'Only in English: the Norwegian site does not show this entry.',
    },
    previewPublished: 'Published: nothing you see here is waiting to be published.',
    exitPreview: 'Exit preview',
    seeLive: 'See the live page',
  },
  menu: {
    open: 'Menu',
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
  // Offered to a browser that prefers Norwegian, so written in Norwegian (the hint carries lang="nb-NO").
  languageHint: {
    label: 'Språk',
    text: 'Denne siden finnes også på norsk.',
    link: 'Les den på norsk',
    dismiss: 'Lukk',
  },
  footer: {
    pagesLabel: 'Pages',
    columnOne: { home: 'Home', careers: 'Careers', about: 'About Us', contact: 'Contact' },
    columnTwo: { projects: 'Projects', services: 'Services', blogs: 'Journal', creativeLab: 'Creative Lab' },
    officesLabel: 'Our offices',
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
      heading: 'Here to transform, not conform',
    },
    about: {
      title: 'About us',
      heading: 'WE MAKE YOU STAND OUT FROM THE CROWD',
    },
    careers: {
      title: 'Careers',
      heading: 'Where Work Meets Passion',
    },
    career: {
      title: 'Job opening',
    },
    services: {
      title: 'Services',
      heading: 'Solutions & Services',
    },
    blogs: {
      title: 'Journal',
      heading: 'JOURNAL',
    },
    blog: {
      title: 'Article',
    },
    projects: {
      title: 'Projects',
      heading: 'Projects',
    },
    project: {
      title: 'Project',
    },
    contact: {
      title: 'Contact',
      heading: "LET'S TALK",
    },
    creativeLab: {
      title: 'Creative Lab',
      heading: 'Creative Lab',
    },
    thankYou: {
      title: 'Thank you',
      heading: 'Thank you!',
      message: 'We have received your message and will get back to you as soon as we can.',
      home: 'Back to home',
    },
    terms: { title: 'Terms & Conditions' },
    privacy: { title: 'Privacy Policy' },
    cookies: { title: 'Cookie Policy' },
    notFound: {
      title: 'Page not found',
      heading: "Looks like you're stuck",
      message: 'The page you are looking for does not exist or has moved.',
      home: 'Go home',
    },
  },
  unavailable: {
    title: 'This page could not be loaded',
    text: 'Our content service is not answering right now. Nothing is wrong on your side: please try again in a moment.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
  legal: {
    lastUpdated: 'Last updated',
  },
  /** The cursor over a strip that scrolls by dragging (components/drag-scroller), on several screens. */
  dragScroller: {
    cursor: 'DRAG',
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
