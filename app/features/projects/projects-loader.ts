import type { QueryClient } from '@tanstack/react-query'
import { projectCategoriesQuery, projectsPageQuery } from '~/content/projects.queries'
import type { Lang } from '~/i18n/lang'
import { resolveCategory } from './projects-search'

/** Loader step of the projects list: categories first (they decide whether the URL's category is valid), then pages. */
export async function loadProjectsList(
  queryClient: QueryClient,
  lang: Lang,
  deps: { category: string | undefined; page: number },
): Promise<void> {
  const categories = await queryClient.ensureQueryData(projectCategoriesQuery(lang))
  await queryClient.ensureQueryData(projectsPageQuery(lang, resolveCategory(categories, deps.category), deps.page))
}
