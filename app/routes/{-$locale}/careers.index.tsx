import { createFileRoute } from '@tanstack/react-router'
import { CareersScreen } from '~/features/careers/CareersScreen'
import { loadCareers } from '~/features/careers/careers-loader'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/careers/')({
  staticData: screenStaticData('careers'),
  loader: ({ context, params }) => loadCareers(context.queryClient, langOfPathPrefix(params.locale)),
  head: ({ match, loaderData, params }) =>
    screenHead('careers', langOfPathPrefix(params.locale), match.context, undefined, loaderData),
  component: CareersScreen,
})
