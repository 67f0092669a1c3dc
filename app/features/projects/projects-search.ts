import * as v from 'valibot'

/** product.md: "LOAD MORE" advances one page at a time; more than this many pages in a URL is not a real visit. */
export const MAX_PAGES = 50

/**
 * The projects list's URL state: `?category=Branding&page=2` (the category's name in the page's language). Bad
 * values fall back to all categories and the first page.
 */
export const projectsSearchSchema = v.object({
  category: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))), undefined),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PAGES))), undefined),
})

/** A category that does not exist in the page's language reads as all projects. */
export function resolveCategory(categories: readonly { name: string }[], name: string | undefined): string | undefined {
  return categories.some((c) => c.name === name) ? name : undefined
}
