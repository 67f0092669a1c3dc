import { createFileRoute } from '@tanstack/react-router'
import { brandLogosQuery, designCategoriesQuery, designResourcesQuery } from '~/content/creative.queries'
import { CreativeLabScreen } from '~/features/creative-lab/CreativeLabScreen'
import { labSearchSchema } from '~/features/creative-lab/lab-search'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/kreativ-lab')({
  staticData: { screen: 'creativeLab', lang: 'no' },
  validateSearch: labSearchSchema,
  loaderDeps: ({ search }) => ({ category: search.category }),
  // The CMS parts sit below the fold: a failure leaves them to show a retry, never the whole page an error.
  loader: async ({ context, deps }) => {
    await Promise.allSettled([
      context.queryClient.ensureQueryData(brandLogosQuery('no')),
      context.queryClient.ensureQueryData(designCategoriesQuery('no')),
      context.queryClient.ensureQueryData(designResourcesQuery('no', deps.category)),
    ])
  },
  head: () => screenHead('creativeLab', 'no'),
  component: function CreativeLab() {
    return <CreativeLabScreen category={Route.useSearch().category} />
  },
})
