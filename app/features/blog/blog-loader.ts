import type { QueryClient } from '@tanstack/react-query'
import { preloadRichText } from '~/components/rich-text/preload'
import { blogPostBySlugQuery, blogPostsQuery } from '~/content/blog/blog.queries'
import { ensureDocument } from '~/content/ensure-document'
import type { Lang } from '~/i18n/lang'

/** The journal's list page: every article of the language (the category filter works on it in the browser). */
export function loadBlogList(queryClient: QueryClient, lang: Lang) {
  return queryClient.ensureQueryData(blogPostsQuery(lang))
}

/** The article and the list its READ MORE section picks from, fetched together. */
export async function loadBlogArticle(queryClient: QueryClient, lang: Lang, slug: string) {
  preloadRichText()
  const [document] = await Promise.all([
    ensureDocument(queryClient, blogPostBySlugQuery(lang, slug), { screen: 'blog', lang, slug }),
    queryClient.ensureQueryData(blogPostsQuery(lang)),
  ])
  return document
}

/** product.md: READ MORE shows the 3 latest other articles of the language. */
export const RELATED_COUNT = 3
