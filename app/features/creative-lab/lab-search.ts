import { type RawSearch, textParam } from '~/lib/search-params'

/**
 * The Creative Lab's URL state: `?category=Wallpapers` filters the free resources (product.md §4 "Design resources"; empty
 * means all). The name is the category as the CMS shows it in the page's language; an unknown one shows all.
 */
export function labSearch(search: RawSearch): { category?: string } {
  return { category: textParam(search.category, 100) }
}
