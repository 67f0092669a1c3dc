import { createFileRoute } from '@tanstack/react-router'
import { CareersScreen } from '~/features/careers/CareersScreen'
import { loadCareers } from '~/features/careers/careers-loader'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(en)/careers/')({
  staticData: { screen: 'careers', lang: 'en', hydrate: false },
  loader: ({ context }) => loadCareers(context.queryClient, 'en'),
  head: ({ match, loaderData }) => screenHead('careers', 'en', match.context, undefined, loaderData),
  component: CareersScreen,
})
