import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '~/features/home/HomeScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/')({
  staticData: { screen: 'home', lang: 'en' },
  head: ({ match }) => screenHead('home', 'en', match.context),
  component: HomeScreen,
})
