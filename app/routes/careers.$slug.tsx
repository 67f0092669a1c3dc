import { createFileRoute } from '@tanstack/react-router'
import { CareerScreen } from '~/features/careers/CareerScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/careers/$slug')({
  staticData: { screen: 'career', lang: 'en' },
  head: () => screenHead('career', 'en'),
  component: CareerScreen,
})
