import { createFileRoute } from '@tanstack/react-router'
import { ContactScreen } from '~/features/contact/ContactScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/kontakt')({
  staticData: { screen: 'contact', lang: 'no' },
  head: () => screenHead('contact', 'no'),
  component: ContactScreen,
})
