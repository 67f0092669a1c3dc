import { createFileRoute } from '@tanstack/react-router'
import { PrivacyScreen } from '~/features/legal/PrivacyScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/privacy')({
  staticData: { screen: 'privacy' },
  head: ({ match }) => screenHead('privacy', 'en', match.context),
  component: PrivacyScreen,
})
