import { createFileRoute } from '@tanstack/react-router'
import { ServicesScreen } from '~/features/services/ServicesScreen'
import { loadServices } from '~/features/services/services-loader'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/services')({
  staticData: screenStaticData('services'),
  loader: ({ context, params }) => loadServices(context.queryClient, langOfPathPrefix(params.locale)),
  head: ({ match, loaderData, params }) =>
    screenHead('services', langOfPathPrefix(params.locale), match.context, undefined, loaderData),
  component: ServicesScreen,
})
