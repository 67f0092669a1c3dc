import { createFileRoute } from '@tanstack/react-router'
import { ContactScreen } from '~/features/contact/ContactScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/contact')({
  staticData: { screen: 'contact', lang: 'en' },
  head: () => screenHead('contact', 'en'),
  component: ContactScreen,
})
