import { createFileRoute } from '@tanstack/react-router'
import { AboutScreen } from '~/features/about/AboutScreen'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/om-oss')({
  staticData: { screen: 'about', lang: 'no' },
  head: ({ match }) => screenHead('about', 'no', match.context),
  component: AboutScreen,
})
