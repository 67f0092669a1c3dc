import type { QueryClient } from '@tanstack/react-query'
import { homeQuery } from '~/content/home/home.queries'
import type { Lang } from '~/i18n/lang'

/**
 * The home page's content, its testimonials and the projects and posts it links to: one server call (decision 038).
 * On a client navigation the code of the parts that hydrate later (HomeScreen's `<Hydrate>`) comes with it, so the
 * page shows whole; a failed fetch leaves them to their boundary, which tries again.
 */
export async function loadHome(queryClient: QueryClient, lang: Lang) {
  const [home] = await Promise.all([
    queryClient.ensureQueryData(homeQuery(lang)),
    import('./Reel').catch(() => null),
    import('./HomeLowerSections').catch(() => null),
  ])
  // The head's share: the editors' SEO fields.
  return home.seo
}
