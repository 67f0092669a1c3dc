import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '~/features/home/HomeScreen'
import { loadHome } from '~/features/home/home-loader'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(no)/no')({
  staticData: { screen: 'home', lang: 'no' },
  loader: ({ context }) => loadHome(context.queryClient, 'no'),
  head: ({ match, loaderData }) => screenHead('home', 'no', match.context, undefined, loaderData),
  component: HomeScreen,
})
