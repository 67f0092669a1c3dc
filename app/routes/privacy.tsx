import { createFileRoute } from '@tanstack/react-router'
import { legalDocumentQuery } from '~/features/legal/legal-document'
import { PrivacyScreen } from '~/features/legal/PrivacyScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/privacy')({
  staticData: { screen: 'privacy' },
  loader: ({ context }) => context.queryClient.ensureQueryData(legalDocumentQuery('privacy')),
  head: ({ match }) => screenHead('privacy', 'en', match.context),
  component: PrivacyScreen,
})
