import type { BaseTranslation } from '../../i18n-types'

/**
 * Each screen's meta description, for search results and link previews. Only the server renders them (they are in
 * the HTML crawlers read; seo/head.ts), so no browser loads this namespace.
 */
const en_seo = {
  /** Per screen (the keys are the screens'). */
  description: {
    home: 'A creative and digital agency in Norway and Kosovo: branding, design, development and marketing that make your brand stand out.',
    about: 'Who we are: a team of designers, developers and marketers in Stavanger and Pristina since 2020.',
    careers: 'Open roles at {name}. Join a team where work meets passion.',
    career: 'A job opening at {name}. Read the role and apply.',
    services: 'Design, development and marketing services: from brand identity to web, e-commerce and campaigns.',
    blogs: 'Articles on trends, best practices and industry insights from the {name} team.',
    blog: 'An article from the {name} journal.',
    projects: 'Selected branding, UI/UX, web and marketing work by {name}.',
    project: 'A project by {name}.',
    contact: 'Tell us about your project. We reply within two working days.',
    creativeLab: 'Our playground: music, a little game, our brand identity and free design resources.',
    thankYou: 'Thank you for your message.',
    terms: 'The legal terms for using our website and services.',
    privacy: 'How we collect, use and protect your personal data.',
    cookies: 'Which cookies we use, why, and for how long.',
  },
} satisfies BaseTranslation

export default en_seo
