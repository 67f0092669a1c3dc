import { createFileRoute } from '@tanstack/react-router'
import { AboutScreen } from '~/features/about/AboutScreen'
import { loadAbout } from '~/features/about/about-loader'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/about')({
  staticData: screenStaticData('about'),
  loader: ({ context, params }) => loadAbout(context.queryClient, langOfPathPrefix(params.locale)),
  head: ({ match, loaderData, params }) =>
    screenHead('about', langOfPathPrefix(params.locale), match.context, undefined, loaderData),
  component: AboutScreen,
})
