import { createFileRoute } from '@tanstack/react-router'
import { CookiePolicyScreen } from '~/features/legal/CookiePolicyScreen'
import { loadLegalPage } from '~/features/legal/legal-loader'
import { screenStaticData } from '~/i18n/routes'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/cookies')({
  staticData: screenStaticData('cookies'),
  validateSearch: searchReaders.cookies,
  loader: ({ context }) => loadLegalPage(context.queryClient, 'cookies'),
  head: ({ match, loaderData }) => screenHead('cookies', 'en', match.context, undefined, loaderData),
  component: CookiePolicyScreen,
})
