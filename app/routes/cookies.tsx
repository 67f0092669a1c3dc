import { createFileRoute } from '@tanstack/react-router'
import { CookiePolicyScreen } from '~/features/legal/CookiePolicyScreen'
import { loadLegalPage } from '~/features/legal/legal-loader'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/cookies')({
  staticData: { screen: 'cookies' },
  loader: ({ context }) => loadLegalPage(context.queryClient, 'cookies'),
  head: ({ match, loaderData }) => screenHead('cookies', 'en', match.context, undefined, loaderData),
  component: CookiePolicyScreen,
})
