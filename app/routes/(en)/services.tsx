import { createFileRoute } from '@tanstack/react-router'
import { ServicesScreen } from '~/features/services/ServicesScreen'
import { loadServices } from '~/features/services/services-loader'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(en)/services')({
  staticData: { screen: 'services', lang: 'en', hydrate: false },
  loader: ({ context }) => loadServices(context.queryClient, 'en'),
  head: ({ match, loaderData }) => screenHead('services', 'en', match.context, undefined, loaderData),
  component: ServicesScreen,
})
