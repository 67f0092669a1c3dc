import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { LocalizedSlugs } from '~/i18n/localized-slugs'

type Document = { title: string; localizedSlugs: LocalizedSlugs }

/**
 * Loader step of every CMS detail page: fetch the document into the query cache (the screen reads it from there),
 * answer 404 when the slug does not exist in the page's language, and hand the shell what it needs for the flag
 * link, hreflang and the title.
 */
export async function ensureDocument<TDoc extends Document, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TDoc | null, Error, TDoc | null, TKey>,
): Promise<Document> {
  const document = await queryClient.ensureQueryData(options)
  if (!document) throw notFound()
  return { title: document.title, localizedSlugs: document.localizedSlugs }
}
