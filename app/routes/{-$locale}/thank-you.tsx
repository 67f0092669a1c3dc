import { createFileRoute } from '@tanstack/react-router'
import { ThankYouScreen } from '~/features/thank-you/ThankYouScreen'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/thank-you')({
  staticData: { screen: 'thankYou', hydrate: false },
  head: ({ match, params }) => screenHead('thankYou', langOfPathPrefix(params.locale), match.context),
  component: ThankYouScreen,
})
