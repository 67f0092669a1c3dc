import { createFileRoute } from '@tanstack/react-router'
import { TermsScreen } from '~/features/legal/TermsScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/terms')({
  staticData: { screen: 'terms' },
  head: ({ match }) => screenHead('terms', 'en', match.context),
  component: TermsScreen,
})
