import type { QueryClient } from '@tanstack/react-query'
import { defaultStringifySearch, redirect } from '@tanstack/react-router'
import { projectCategoriesQuery, projectsPageQuery } from '~/content/projects/projects.queries'
import { type Lang, otherLang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import type { RawSearch } from '~/lib/search-params'
import { projectsSearch, resolveCategory } from './projects-search'

/**
 * Loader step of the projects list: categories first (they decide whether the URL's category is valid), then the
 * pages the URL asks for. `search` is the location's, read here as the route reads it (bad values fall back).
 *
 * A category named in the other language (the flag link keeps the filter, and a category's name differs by language)
 * leads to this language's name for it, as a redirect, so the address says what the page shows; a category of neither
 * language leads to the whole list.
 */
export async function loadProjectsList(queryClient: QueryClient, lang: Lang, search: RawSearch): Promise<void> {
  const { category, page } = projectsSearch(search)
  const categories = await queryClient.ensureQueryData(projectCategoriesQuery(lang))
  const resolved = resolveCategory(categories, category)
  if (category && !resolved) {
    const other = await queryClient.ensureQueryData(projectCategoriesQuery(otherLang(lang)))
    const documentId = other.find((entry) => entry.name === category)?.documentId
    const counterpart = categories.find((entry) => entry.documentId === documentId)?.name
    if (documentId && counterpart) {
      throw redirect({
        href: `${screenPath('projects', lang)}${defaultStringifySearch({ category: counterpart, page })}`,
      })
    }
    // Named in neither language: the unfiltered list, at an address that says so (and one copy of it in the caches).
    throw redirect({ href: screenPath('projects', lang) })
  }
  await queryClient.ensureQueryData(projectsPageQuery(lang, resolved, page ?? 1))
}
