import { createFileRoute } from '@tanstack/react-router'
import { CareerScreen } from '~/features/careers/CareerScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/karrierer/$slug')({
  staticData: { screen: 'career', lang: 'no' },
  head: () => screenHead('career', 'no'),
  component: CareerScreen,
})
