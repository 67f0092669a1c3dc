import type { BaseTranslation } from '../../i18n-types'

const en_projects = {
  filterLabel: 'Filter projects by category',
  all: 'Show All',
  count: '{count} projects',
  loadMore: 'LOAD MORE',
  loading: 'Loading projects',
  shown: 'Showing {shown} of {total} projects',
  empty: 'No projects in this category yet.',
} satisfies BaseTranslation

export default en_projects
