import { createFileRoute } from '@tanstack/react-router'
import { brandLogosQuery, designCategoriesQuery, designResourcesQuery } from '~/content/creative.queries'
import { CreativeLabScreen } from '~/features/creative-lab/CreativeLabScreen'
import { labSearchSchema } from '~/features/creative-lab/lab-search'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/creative-lab')({
  staticData: { screen: 'creativeLab', lang: 'en' },
  validateSearch: labSearchSchema,
  loaderDeps: ({ search }) => ({ category: search.category }),
  // The CMS parts sit below the fold: a failure leaves them to show a retry, never the whole page an error.
  loader: async ({ context, deps }) => {
    await Promise.allSettled([
      context.queryClient.ensureQueryData(brandLogosQuery('en')),
      context.queryClient.ensureQueryData(designCategoriesQuery('en')),
      context.queryClient.ensureQueryData(designResourcesQuery('en', deps.category)),
    ])
  },
  head: () => screenHead('creativeLab', 'en'),
  component: function CreativeLab() {
    return <CreativeLabScreen category={Route.useSearch().category} />
  },
})
