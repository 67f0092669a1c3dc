import { createFileRoute } from '@tanstack/react-router'
import { blogPostBySlugQuery } from '~/content/blog.queries'
import { ensureDocument } from '~/content/documents'
import { BlogArticleScreen } from '~/features/blog/BlogArticleScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/blog/$slug')({
  staticData: { screen: 'blog', lang: 'no' },
  loader: ({ context, params }) =>
    ensureDocument(context.queryClient, blogPostBySlugQuery('no', params.slug), {
      screen: 'blog',
      lang: 'no',
      slug: params.slug,
    }),
  head: ({ loaderData }) => screenHead('blog', 'no', loaderData?.title),
  component: BlogArticleScreen,
})
