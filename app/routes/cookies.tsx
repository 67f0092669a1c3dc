import { createFileRoute } from '@tanstack/react-router'
import { CookiePolicyScreen } from '~/features/legal/CookiePolicyScreen'
import { loadLegalPage } from '~/features/legal/legal-loader'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/cookies')({
  staticData: { screen: 'cookies', hydrate: false },
  validateSearch: searchReaders.cookies,
  loader: ({ context }) => loadLegalPage(context.queryClient, 'cookies'),
  head: ({ match, loaderData }) => screenHead('cookies', 'en', match.context, undefined, loaderData),
  component: CookiePolicyScreen,
})
