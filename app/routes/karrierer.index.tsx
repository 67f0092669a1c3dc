import { createFileRoute } from '@tanstack/react-router'
import { CareersScreen } from '~/features/careers/CareersScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/karrierer/')({
  staticData: { screen: 'careers', lang: 'no' },
  head: () => screenHead('careers', 'no'),
  component: CareersScreen,
})
