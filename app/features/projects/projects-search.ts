import { MAX_PROJECT_PAGES } from '~/content/projects/projects.functions'
import { integerParam, type RawSearch, textParam } from '~/lib/search-params'

export type ProjectsSearch = { category?: string; page?: number }

/**
 * The projects list's URL state: `?category=Branding&page=2` (the category's name in the page's language). Bad
 * values fall back to all categories and the first page.
 */
export function projectsSearch(search: RawSearch): ProjectsSearch {
  return { category: textParam(search.category, 100), page: integerParam(search.page, 1, MAX_PROJECT_PAGES) }
}

/** A category that does not exist in the page's language reads as all projects. */
export function resolveCategory(categories: readonly { name: string }[], name: string | undefined): string | undefined {
  return categories.some((c) => c.name === name) ? name : undefined
}
