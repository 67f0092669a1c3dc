import type { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { projectCategoriesQuery, projectsPageQuery } from '~/content/projects.queries'
import type { Lang } from '~/i18n/lang'
import { projectsSearchSchema, resolveCategory } from './projects-search'

/**
 * Loader step of the projects list: categories first (they decide whether the URL's category is valid), then the
 * pages the URL asks for. `search` is the location's, parsed here with the route's schema (bad values fall back).
 */
export async function loadProjectsList(queryClient: QueryClient, lang: Lang, search: unknown): Promise<void> {
  const { category, page } = v.parse(projectsSearchSchema, search)
  const categories = await queryClient.ensureQueryData(projectCategoriesQuery(lang))
  await queryClient.ensureQueryData(projectsPageQuery(lang, resolveCategory(categories, category), page ?? 1))
}
