import { createFileRoute } from '@tanstack/react-router'
import { BlogArticleScreen } from '~/features/blog/BlogArticleScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/blog/$slug')({
  staticData: { screen: 'blog', lang: 'no' },
  head: () => screenHead('blog', 'no'),
  component: BlogArticleScreen,
})
