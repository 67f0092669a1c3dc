import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '~/features/home/HomeScreen'
import { loadHome } from '~/features/home/home-loader'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(en)/')({
  staticData: { screen: 'home', lang: 'en' },
  loader: ({ context }) => loadHome(context.queryClient, 'en'),
  head: ({ match, loaderData }) => screenHead('home', 'en', match.context, undefined, loaderData),
  component: HomeScreen,
})
