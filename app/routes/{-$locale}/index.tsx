import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '~/features/home/HomeScreen'
import { loadHome } from '~/features/home/home-loader'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/')({
  staticData: screenStaticData('home'),
  loader: ({ context, params }) => loadHome(context.queryClient, langOfPathPrefix(params.locale)),
  head: ({ match, loaderData, params }) =>
    screenHead('home', langOfPathPrefix(params.locale), match.context, undefined, loaderData),
  component: HomeScreen,
})
