import type { NamespaceProjectTranslation } from '../../i18n-types'

const no_project = {
  status: 'Prosjektstatus',
  categories: 'Kategorier',
  statistics: 'I tall',
  slider: 'Prosjektbilder',
  sliderHint: 'Dra, bla eller bruk piltastene for å se flere bilder.',
  nextProject: 'Neste Prosjekt',
  viewProject: 'Se Prosjekt',
} satisfies NamespaceProjectTranslation

export default no_project
