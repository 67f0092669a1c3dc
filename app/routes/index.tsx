import { createFileRoute } from '@tanstack/react-router'
import { HomeScreen } from '~/features/home/HomeScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/')({
  staticData: { screen: 'home', lang: 'en' },
  head: () => screenHead('home', 'en'),
  component: HomeScreen,
})
