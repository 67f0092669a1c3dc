import { createFileRoute } from '@tanstack/react-router'
import { ThankYouScreen } from '~/features/thank-you/ThankYouScreen'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/thank-you')({
  staticData: screenStaticData('thankYou'),
  head: ({ match, params }) => screenHead('thankYou', langOfPathPrefix(params.locale), match.context),
  component: ThankYouScreen,
})
