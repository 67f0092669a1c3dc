import type { NamespaceServicesTranslation } from '../../i18n-types'

/** The services page's interface; its words are the editors' (the CMS's services-page). */
const no_services = {
  viewProjects: 'Se prosjekter',
  panelsLabel: 'Hva vi gjør',
  processLabel: 'Slik jobber vi',
  ctaLink: 'Kontakt oss',
} satisfies NamespaceServicesTranslation

export default no_services
