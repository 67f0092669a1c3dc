import type { QueryClient } from '@tanstack/react-query'
import { homeQuery } from '~/content/home.queries'
import type { Lang } from '~/i18n/lang'
import { homeLowerPart } from './home-lower-part'
import { reelPart } from './reel-part'

/** The home page's content, its testimonials and the projects and posts it links to: one server call (decision 038). */
export async function loadHome(queryClient: QueryClient, lang: Lang) {
  const [home] = await Promise.all([
    queryClient.ensureQueryData(homeQuery(lang)),
    reelPart.load(),
    homeLowerPart.load(),
  ])
  // The head's share: the editors' SEO fields.
  return home.seo
}
