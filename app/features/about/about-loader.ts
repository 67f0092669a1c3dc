import type { QueryClient } from '@tanstack/react-query'
import { aboutPageQuery } from '~/content/pages/pages.queries'
import type { Lang } from '~/i18n/lang'

/** The about page's words; hands the head its SEO fields. */
export async function loadAbout(queryClient: QueryClient, lang: Lang) {
  const page = await queryClient.ensureQueryData(aboutPageQuery(lang))
  return page?.seo ?? null
}
