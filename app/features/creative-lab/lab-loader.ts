import type { QueryClient } from '@tanstack/react-query'
import { brandLogosQuery, designCategoriesQuery, designResourcesQuery } from '~/content/creative-lab.queries'
import type { Lang } from '~/i18n/lang'
import { cardGamePart } from './card-game-part'

/**
 * The Creative Lab's CMS parts: the logos, the resource categories and the resources of the URL's category. They sit
 * below the fold, so a failure leaves them to show a retry, never the whole page an error.
 */
export async function loadCreativeLab(queryClient: QueryClient, lang: Lang, category: string | undefined) {
  await Promise.allSettled([
    cardGamePart.load(),
    queryClient.ensureQueryData(brandLogosQuery(lang)),
    queryClient.ensureQueryData(designCategoriesQuery(lang)),
    queryClient.ensureQueryData(designResourcesQuery(lang, category)),
  ])
}
