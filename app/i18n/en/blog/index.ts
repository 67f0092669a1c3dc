import type { BaseTranslation } from '../../i18n-types'

const en_blog = {
  filterLabel: 'Filter articles by category',
  all: 'Show All',
  categories: { trends: 'Trends', 'best-practices': 'Best Practices', 'industry-insights': 'Industry Insights' },
  readArticle: 'Read Article',
  readMoreTitle: 'READ MORE',
  readMoreLink: 'Read Article',
  empty: 'No articles in this category yet.',
  loading: 'Loading articles',
  loadingArticle: 'Loading the article',
  minutes: '{count} min read',
  released: 'Published',
  share: 'Share',
  shareOn: 'Share on {network}',
} satisfies BaseTranslation

export default en_blog
