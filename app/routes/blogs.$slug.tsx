import { createFileRoute } from '@tanstack/react-router'
import { BlogArticleScreen } from '~/features/blog/BlogArticleScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/blogs/$slug')({
  staticData: { screen: 'blog', lang: 'en' },
  head: () => screenHead('blog', 'en'),
  component: BlogArticleScreen,
})
