/**
 * The journal's order everywhere it is listed (the list, its feeds, the "read more" cards, the home page's teaser,
 * the sitemap): the article's own date, newest first, then its title (cms/src/article-dates.ts keeps every article
 * dated). Never `publishedAt`, which Strapi 5 sets anew at every publish.
 */
export const ARTICLE_ORDER = ['releaseDate:desc', 'Title:asc'] as const
