import type { QueryClient } from '@tanstack/react-query'
import { projectCategoriesQuery, projectsPageQuery } from '~/content/projects.queries'
import type { Lang } from '~/i18n/lang'
import type { RawSearch } from '~/lib/search-params'
import { projectsSearch, resolveCategory } from './projects-search'

/**
 * Loader step of the projects list: categories first (they decide whether the URL's category is valid), then the
 * pages the URL asks for. `search` is the location's, read here as the route reads it (bad values fall back).
 */
export async function loadProjectsList(queryClient: QueryClient, lang: Lang, search: RawSearch): Promise<void> {
  const { category, page } = projectsSearch(search)
  const categories = await queryClient.ensureQueryData(projectCategoriesQuery(lang))
  await queryClient.ensureQueryData(projectsPageQuery(lang, resolveCategory(categories, category), page ?? 1))
}
