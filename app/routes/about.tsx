import { createFileRoute } from '@tanstack/react-router'
import { AboutScreen } from '~/features/about/AboutScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/about')({
  staticData: { screen: 'about', lang: 'en' },
  head: ({ match }) => screenHead('about', 'en', match.context),
  component: AboutScreen,
})
