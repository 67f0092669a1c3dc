import type { QueryClient } from '@tanstack/react-query'
import { preloadRichText } from '~/components/rich-text/preload'
import { ensureDocument } from '~/content/documents'
import { jobOpeningBySlugQuery, jobOpeningsQuery } from '~/content/jobs.queries'
import type { Lang } from '~/i18n/lang'

/** The careers page: the open positions of the language. */
export function loadCareers(queryClient: QueryClient, lang: Lang) {
  return queryClient.ensureQueryData(jobOpeningsQuery(lang))
}

/** One position, with the head data its route builds; a slug that is not one of this language's is a 404. */
export function loadCareer(queryClient: QueryClient, lang: Lang, slug: string) {
  preloadRichText()
  return ensureDocument(queryClient, jobOpeningBySlugQuery(lang, slug), { screen: 'career', lang, slug })
}
