import { createFileRoute } from '@tanstack/react-router'
import { loadLegalPage } from '~/features/legal/legal-loader'
import { PrivacyScreen } from '~/features/legal/PrivacyScreen'
import { screenStaticData } from '~/i18n/routes'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/privacy')({
  staticData: screenStaticData('privacy'),
  validateSearch: searchReaders.privacy,
  loader: ({ context }) => loadLegalPage(context.queryClient, 'privacy'),
  head: ({ match, loaderData }) => screenHead('privacy', 'en', match.context, undefined, loaderData),
  component: PrivacyScreen,
})
