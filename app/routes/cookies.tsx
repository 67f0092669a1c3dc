import { createFileRoute } from '@tanstack/react-router'
import { CookiePolicyScreen } from '~/features/legal/CookiePolicyScreen'
import { legalDocumentQuery } from '~/features/legal/legal-document'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/cookies')({
  staticData: { screen: 'cookies' },
  loader: ({ context }) => context.queryClient.ensureQueryData(legalDocumentQuery('cookies')),
  head: ({ match }) => screenHead('cookies', 'en', match.context),
  component: CookiePolicyScreen,
})
