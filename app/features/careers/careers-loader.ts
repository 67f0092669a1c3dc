import type { QueryClient } from '@tanstack/react-query'
import { preloadRichText } from '~/components/rich-text/preload'
import { careersPageQuery, jobOpeningBySlugQuery, jobOpeningsQuery } from '~/content/careers/careers.queries'
import { ensureDocument } from '~/content/ensure-document'
import type { Lang } from '~/i18n/lang'

/** The careers page: its words and the open positions of the language, side by side; hands the head its SEO fields. */
export async function loadCareers(queryClient: QueryClient, lang: Lang) {
  const [page] = await Promise.all([
    queryClient.ensureQueryData(careersPageQuery(lang)),
    queryClient.ensureQueryData(jobOpeningsQuery(lang)),
  ])
  return page?.seo ?? null
}

/** One position, with the head data its route builds; a slug that is not one of this language's is a 404. */
export async function loadCareer(queryClient: QueryClient, lang: Lang, slug: string) {
  preloadRichText()
  return ensureDocument(queryClient, jobOpeningBySlugQuery(lang, slug), { screen: 'career', lang, slug })
}
