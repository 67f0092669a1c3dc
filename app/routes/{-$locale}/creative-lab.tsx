import { createFileRoute } from '@tanstack/react-router'
import { CreativeLabScreen } from '~/features/creative-lab/CreativeLabScreen'
import { loadCreativeLab } from '~/features/creative-lab/lab-loader'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/creative-lab')({
  staticData: screenStaticData('creativeLab'),
  validateSearch: searchReaders.creativeLab,
  loaderDeps: ({ search }) => ({ category: search.category }),
  loader: ({ context, deps, params }) =>
    loadCreativeLab(context.queryClient, langOfPathPrefix(params.locale), deps.category),
  head: ({ match, params }) => screenHead('creativeLab', langOfPathPrefix(params.locale), match.context),
  component: function CreativeLab() {
    return <CreativeLabScreen category={Route.useSearch().category} />
  },
})
