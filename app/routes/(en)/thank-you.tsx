import { createFileRoute } from '@tanstack/react-router'
import { ThankYouScreen } from '~/features/thank-you/ThankYouScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(en)/thank-you')({
  staticData: { screen: 'thankYou', lang: 'en', hydrate: false },
  head: ({ match }) => screenHead('thankYou', 'en', match.context),
  component: ThankYouScreen,
})
