import { createFileRoute } from '@tanstack/react-router'
import { CookiePolicyScreen } from '~/features/legal/CookiePolicyScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/cookies')({
  staticData: { screen: 'cookies' },
  head: ({ match }) => screenHead('cookies', 'en', match.context),
  component: CookiePolicyScreen,
})
