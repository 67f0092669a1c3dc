import { createFileRoute } from '@tanstack/react-router'
import { AboutScreen } from '~/features/about/AboutScreen'
import { loadAbout } from '~/features/about/about-loader'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(no)/om-oss')({
  staticData: { screen: 'about', lang: 'no' },
  loader: ({ context }) => loadAbout(context.queryClient, 'no'),
  head: ({ match, loaderData }) => screenHead('about', 'no', match.context, undefined, loaderData),
  component: AboutScreen,
})
