import { createFileRoute } from '@tanstack/react-router'
import { BlogArticleScreen } from '~/features/blog/BlogArticleScreen'
import { loadBlogArticle } from '~/features/blog/blog-loader'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/blog/$slug')({
  staticData: { screen: 'blog', lang: 'no' },
  loader: ({ context, params }) => loadBlogArticle(context.queryClient, 'no', params.slug),
  head: ({ loaderData }) => screenHead('blog', 'no', loaderData),
  component: BlogArticleScreen,
})
