import { createFileRoute } from '@tanstack/react-router'
import { CareersScreen } from '~/features/careers/CareersScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/careers/')({
  staticData: { screen: 'careers', lang: 'en' },
  head: () => screenHead('careers', 'en'),
  component: CareersScreen,
})
