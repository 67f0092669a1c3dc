import type { NamespaceProjectsTranslation } from '../../i18n-types'

const no_projects = {
  filterLabel: 'Filtrer prosjekter etter kategori',
  all: 'Vis Alle',
  count: '{count} prosjekter',
  loadMore: 'SE MER',
  loading: 'Laster prosjekter',
  shown: 'Viser {shown} av {total} prosjekter',
  empty: 'Ingen prosjekter i denne kategorien ennå.',
} satisfies NamespaceProjectsTranslation

export default no_projects
