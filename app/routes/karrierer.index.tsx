import { createFileRoute } from '@tanstack/react-router'
import { jobOpeningsQuery } from '~/content/jobs.queries'
import { CareersScreen } from '~/features/careers/CareersScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/karrierer/')({
  staticData: { screen: 'careers', lang: 'no' },
  loader: ({ context }) => context.queryClient.ensureQueryData(jobOpeningsQuery('no')),
  head: () => screenHead('careers', 'no'),
  component: CareersScreen,
})
