import { createFileRoute } from '@tanstack/react-router'
import { legalDocumentQuery } from '~/features/legal/legal-document'
import { TermsScreen } from '~/features/legal/TermsScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/terms')({
  staticData: { screen: 'terms' },
  loader: ({ context }) => context.queryClient.ensureQueryData(legalDocumentQuery('terms')),
  head: ({ match }) => screenHead('terms', 'en', match.context),
  component: TermsScreen,
})
