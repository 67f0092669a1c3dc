import { createFileRoute } from '@tanstack/react-router'
import { blogPostBySlugQuery } from '~/content/blog.queries'
import { ensureDocument } from '~/content/documents'
import { BlogArticleScreen } from '~/features/blog/BlogArticleScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/blogs/$slug')({
  staticData: { screen: 'blog', lang: 'en' },
  loader: ({ context, params }) =>
    ensureDocument(context.queryClient, blogPostBySlugQuery('en', params.slug), {
      screen: 'blog',
      lang: 'en',
      slug: params.slug,
    }),
  head: ({ loaderData }) => screenHead('blog', 'en', loaderData?.title),
  component: BlogArticleScreen,
})
