import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '~/features/home/HomeScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/no')({
  staticData: { screen: 'home', lang: 'no' },
  head: () => screenHead('home', 'no'),
  component: HomeScreen,
})
