import type { NamespaceBlogTranslation } from '../../i18n-types'

const no_blog = {
  filterLabel: 'Filtrer artikler etter kategori',
  all: 'Vis Alle',
  categories: { trends: 'Trender', 'best-practices': 'Beste Praksis', 'industry-insights': 'Bransjeinnsikt' },
  readArticle: 'Les Artikkelen',
  readMoreTitle: 'LES MER',
  readMoreLink: 'Les Artikkelen',
  empty: 'Ingen artikler i denne kategorien ennå.',
  loading: 'Laster artikler',
  loadingArticle: 'Laster artikkelen',
  minutes: '{count} min lesing',
  released: 'Publisert',
  share: 'Del',
  shareOn: 'Del på {network}',
} satisfies NamespaceBlogTranslation

export default no_blog
