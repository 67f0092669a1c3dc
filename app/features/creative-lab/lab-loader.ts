import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import {
  brandLogosQuery,
  designCategoriesQuery,
  designResourcesQuery,
} from '~/content/creative-lab/creative-lab.queries'
import type { Lang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'

/**
 * The Creative Lab's CMS parts: the logos, the resource categories and every resource (the filter shows the URL's
 * category in place). They sit below the fold, so a failure leaves them to show a retry, never the whole page an
 * error. The categories decide whether the URL's category is one.
 */
export async function loadCreativeLab(queryClient: QueryClient, lang: Lang, category: string | undefined) {
  const [categories] = await Promise.allSettled([
    queryClient.ensureQueryData(designCategoriesQuery(lang)),
    queryClient.ensureQueryData(brandLogosQuery(lang)),
    queryClient.ensureQueryData(designResourcesQuery(lang)),
  ])
  // A category the CMS does not have shows every resource (FreeResources): that page, at its own address, and no
  // cached copy per made-up name.
  if (category && categories.status === 'fulfilled' && !categories.value.some((entry) => entry.name === category))
    throw redirect({ href: screenPath('creativeLab', lang) })
}
