import type { QueryClient } from '@tanstack/react-query'
import { homeQuery } from '~/content/home.queries'
import type { Lang } from '~/i18n/lang'

/** The home page's content, its testimonials and the projects and posts it links to: one server call (decision 038). */
export async function loadHome(queryClient: QueryClient, lang: Lang) {
  const home = await queryClient.ensureQueryData(homeQuery(lang))
  // The head's share: the editors' SEO fields.
  return home.seo
}
