import * as v from 'valibot'
import { BLOG_CATEGORY_KEYS } from '~/content/content-model'

/**
 * The blog list's URL state: `?category=trends`. Anything else (a typo, an old link) falls back to Show All instead
 * of an error.
 */
export const blogSearchSchema = v.object({
  category: v.fallback(v.optional(v.picklist(BLOG_CATEGORY_KEYS)), undefined),
})
export type BlogSearch = v.InferOutput<typeof blogSearchSchema>
