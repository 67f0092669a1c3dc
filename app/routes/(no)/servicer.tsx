import { createFileRoute } from '@tanstack/react-router'
import { ServicesScreen } from '~/features/services/ServicesScreen'
import { loadServices } from '~/features/services/services-loader'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(no)/servicer')({
  staticData: { screen: 'services', lang: 'no', hydrate: false },
  loader: ({ context }) => loadServices(context.queryClient, 'no'),
  head: ({ match, loaderData }) => screenHead('services', 'no', match.context, undefined, loaderData),
  component: ServicesScreen,
})
