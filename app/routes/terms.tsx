import { createFileRoute } from '@tanstack/react-router'
import { loadLegalPage } from '~/features/legal/legal-loader'
import { TermsScreen } from '~/features/legal/TermsScreen'
import { screenStaticData } from '~/i18n/routes'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/terms')({
  staticData: screenStaticData('terms'),
  validateSearch: searchReaders.terms,
  loader: ({ context }) => loadLegalPage(context.queryClient, 'terms'),
  head: ({ match, loaderData }) => screenHead('terms', 'en', match.context, undefined, loaderData),
  component: TermsScreen,
})
