import { createFileRoute } from '@tanstack/react-router'
import { loadLegalPage } from '~/features/legal/legal-loader'
import { PrivacyScreen } from '~/features/legal/PrivacyScreen'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/privacy')({
  staticData: { screen: 'privacy', hydrate: false },
  validateSearch: searchReaders.privacy,
  loader: ({ context }) => loadLegalPage(context.queryClient, 'privacy'),
  head: ({ match, loaderData }) => screenHead('privacy', 'en', match.context, undefined, loaderData),
  component: PrivacyScreen,
})
