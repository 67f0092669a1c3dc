import { createFileRoute } from '@tanstack/react-router'
import { CareersScreen } from '~/features/careers/CareersScreen'
import { loadCareers } from '~/features/careers/careers-loader'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(no)/karrierer/')({
  staticData: { screen: 'careers', lang: 'no', hydrate: false },
  loader: ({ context }) => loadCareers(context.queryClient, 'no'),
  head: ({ match, loaderData }) => screenHead('careers', 'no', match.context, undefined, loaderData),
  component: CareersScreen,
})
