import * as v from 'valibot'

/**
 * The Creative Lab's URL state: `?category=Wallpapers` filters the free resources (product.md §4 "Design resources"; empty
 * means all). The name is the category as the CMS shows it in the page's language; an unknown one shows all.
 */
export const labSearchSchema = v.object({
  category: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))), undefined),
})
