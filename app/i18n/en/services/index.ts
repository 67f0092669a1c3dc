import type { BaseTranslation } from '../../i18n-types'

/** The services page's interface; its words are the editors' (the CMS's services-page). */
const en_services = {
  viewProjects: 'View Projects',
  panelsLabel: 'What we do',
  processLabel: 'How we work',
  ctaLink: 'Contact Us',
} satisfies BaseTranslation

export default en_services
