import { createFileRoute } from '@tanstack/react-router'
import { TermsScreen } from '~/features/legal/TermsScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/terms')({
  staticData: { screen: 'terms' },
  head: () => screenHead('terms', 'en'),
  component: TermsScreen,
})
