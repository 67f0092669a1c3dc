import type { QueryClient } from '@tanstack/react-query'
import { servicesPageQuery } from '~/content/pages/pages.queries'
import type { Lang } from '~/i18n/lang'

/** The services page's words; hands the head its SEO fields. */
export async function loadServices(queryClient: QueryClient, lang: Lang) {
  const page = await queryClient.ensureQueryData(servicesPageQuery(lang))
  return page?.seo ?? null
}
