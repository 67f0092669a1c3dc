import { createFileRoute } from '@tanstack/react-router'
import { BlogListScreen } from '~/features/blog/BlogListScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/blog/')({
  staticData: { screen: 'blogs', lang: 'no' },
  head: () => screenHead('blogs', 'no'),
  component: BlogListScreen,
})
