/** CMS vocabulary the browser needs too (kept apart from schemas.server.ts, which is server-only through strapi.server.ts). */

/** Language-neutral keys of the blog categories; the URL's `?category=` uses them. */
export const BLOG_CATEGORY_KEYS = ['trends', 'best-practices', 'industry-insights'] as const

export const JOB_CATEGORIES = ['Development', 'Marketing', 'Design'] as const
