import { createFileRoute } from '@tanstack/react-router'
import { CreativeLabScreen } from '~/features/creative-lab/CreativeLabScreen'
import { loadCreativeLab } from '~/features/creative-lab/lab-loader'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(en)/creative-lab')({
  staticData: { screen: 'creativeLab', lang: 'en' },
  validateSearch: searchReaders.creativeLab,
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: ({ context, deps }) => loadCreativeLab(context.queryClient, 'en', deps.category),
  head: ({ match }) => screenHead('creativeLab', 'en', match.context),
  component: function CreativeLab() {
    return <CreativeLabScreen category={Route.useSearch().category} />
  },
})
