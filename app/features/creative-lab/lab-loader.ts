import type { QueryClient } from '@tanstack/react-query'
import {
  brandLogosQuery,
  designCategoriesQuery,
  designResourcesQuery,
} from '~/content/creative-lab/creative-lab.queries'
import type { Lang } from '~/i18n/lang'

/**
 * The Creative Lab's CMS parts: the logos, the resource categories and the resources of the URL's category. They sit
 * below the fold, so a failure leaves them to show a retry, never the whole page an error. On a client navigation the
 * card game's code (a `<Hydrate>` part) comes with them, so the page shows whole.
 */
export async function loadCreativeLab(queryClient: QueryClient, lang: Lang, category: string | undefined) {
  await Promise.allSettled([
    import('./CardGame'),
    queryClient.ensureQueryData(brandLogosQuery(lang)),
    queryClient.ensureQueryData(designCategoriesQuery(lang)),
    queryClient.ensureQueryData(designResourcesQuery(lang, category)),
  ])
}
