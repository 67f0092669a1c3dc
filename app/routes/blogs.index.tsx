import { createFileRoute } from '@tanstack/react-router'
import { BlogListScreen } from '~/features/blog/BlogListScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/blogs/')({
  staticData: { screen: 'blogs', lang: 'en' },
  head: () => screenHead('blogs', 'en'),
  component: BlogListScreen,
})
