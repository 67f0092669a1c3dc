import { createFileRoute } from '@tanstack/react-router'
import { jobOpeningsQuery } from '~/content/jobs.queries'
import { CareersScreen } from '~/features/careers/CareersScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/careers/')({
  staticData: { screen: 'careers', lang: 'en' },
  loader: ({ context }) => context.queryClient.ensureQueryData(jobOpeningsQuery('en')),
  head: () => screenHead('careers', 'en'),
  component: CareersScreen,
})
