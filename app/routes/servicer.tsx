import { createFileRoute } from '@tanstack/react-router'
import { ServicesScreen } from '~/features/services/ServicesScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/servicer')({
  staticData: { screen: 'services', lang: 'no' },
  head: ({ match }) => screenHead('services', 'no', match.context),
  component: ServicesScreen,
})
