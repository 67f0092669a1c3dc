import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '~/features/home/HomeScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/no')({
  staticData: { screen: 'home', lang: 'no' },
  head: ({ match }) => screenHead('home', 'no', match.context),
  component: HomeScreen,
})
