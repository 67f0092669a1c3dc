import { createFileRoute } from '@tanstack/react-router'
import { ThankYouScreen } from '~/features/thank-you/ThankYouScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(no)/tusen-takk')({
  staticData: { screen: 'thankYou', lang: 'no', hydrate: false },
  head: ({ match }) => screenHead('thankYou', 'no', match.context),
  component: ThankYouScreen,
})
