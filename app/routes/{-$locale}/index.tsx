import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '~/features/home/HomeScreen'
import { loadHome } from '~/features/home/home-loader'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/')({
  staticData: { screen: 'home' },
  loader: ({ context, params }) => loadHome(context.queryClient, langOfPathPrefix(params.locale)),
  head: ({ match, loaderData, params }) =>
    screenHead('home', langOfPathPrefix(params.locale), match.context, undefined, loaderData),
  component: HomeScreen,
})
