import { createFileRoute } from '@tanstack/react-router'
import { ServicesScreen } from '~/features/services/ServicesScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/services')({
  staticData: { screen: 'services', lang: 'en' },
  head: ({ match }) => screenHead('services', 'en', match.context),
  component: ServicesScreen,
})
