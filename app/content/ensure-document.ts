import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { notFound, redirect } from '@tanstack/react-router'
import { fetchMovedPath } from '~/content/redirects/redirects.functions'
import type { DocumentSeo } from '~/content/shapes'
import type { Lang } from '~/i18n/lang'
import type { LocalizedSlugs } from '~/i18n/localized-slugs'
import { screenPath } from '~/i18n/routes'
import { MAX_SLUG_LENGTH } from './content-model'
import { fetchTranslatedSlug } from './localized-slug.functions'

/** What a detail page's loader hands the head and the shell: title, slugs per language, and its SEO summary. */
export type DocumentBasics = { title: string; localizedSlugs: LocalizedSlugs; seo: DocumentSeo; text?: string }

/**
 * Loader step of every CMS detail page: fetch the document into the query cache (the screen reads it from there),
 * answer 404 when the slug does not exist in the page's language, and hand the shell what it needs for the flag
 * link, hreflang, the title, the description and the structured data.
 */
export async function ensureDocument<TDoc extends DocumentBasics, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TDoc | null, Error, TDoc | null, TKey>,
  page: { screen: 'blog' | 'project' | 'career'; lang: Lang; slug: string },
): Promise<DocumentBasics> {
  // No document has a longer slug: not found, without asking the CMS (the input check would refuse it as an error).
  if (page.slug.length > MAX_SLUG_LENGTH) throw notFound()
  const document = await queryClient.ensureQueryData(options)
  if (document) {
    const head: DocumentBasics = { title: document.title, localizedSlugs: document.localizedSlugs, seo: document.seo }
    return document.text === undefined ? head : { ...head, text: document.text }
  }
  // A slug of the other language (an old or shared link): send the visitor to this language's version for good. An
  // earlier slug of a renamed document, or a path an editor redirected, goes where it leads now (decision 037).
  const [translated, moved] = await Promise.all([fetchTranslatedSlug({ data: page }), fetchMovedPath({ data: page })])
  if (translated) throw redirect({ href: screenPath(page.screen, page.lang, translated), statusCode: 301 })
  if (moved) throw redirect({ href: moved, statusCode: 301 })
  throw notFound()
}
