import { BLOG_CATEGORY_KEYS } from '~/content/content-model'
import { optionParam, type RawSearch } from '~/lib/search-params'

export type BlogSearch = { category?: (typeof BLOG_CATEGORY_KEYS)[number] }

/**
 * The blog list's URL state: `?category=trends`. Anything else (a typo, an old link) falls back to Show All instead
 * of an error.
 */
export function blogSearch(search: RawSearch): BlogSearch {
  return { category: optionParam(search.category, BLOG_CATEGORY_KEYS) }
}
