import { createFileRoute } from '@tanstack/react-router'
import { AboutScreen } from '~/features/about/AboutScreen'
import { loadAbout } from '~/features/about/about-loader'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(en)/about')({
  staticData: { screen: 'about', lang: 'en' },
  loader: ({ context }) => loadAbout(context.queryClient, 'en'),
  head: ({ match, loaderData }) => screenHead('about', 'en', match.context, undefined, loaderData),
  component: AboutScreen,
})
