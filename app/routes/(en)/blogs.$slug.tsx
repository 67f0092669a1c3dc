import { createFileRoute } from '@tanstack/react-router'
import { FullScreenLoader, LOADING_COVER } from '~/components/loader/FullScreenLoader'
import { BlogArticleScreen } from '~/features/blog/BlogArticleScreen'
import { loadBlogArticle } from '~/features/blog/blog-loader'
import { translator } from '~/i18n'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(en)/blogs/$slug')({
  staticData: { screen: 'blog', lang: 'en', hydrate: false },
  loader: ({ context, params }) => loadBlogArticle(context.queryClient, 'en', params.slug),
  head: ({ match, loaderData }) => screenHead('blog', 'en', match.context, loaderData),
  ...LOADING_COVER,
  pendingComponent: () => <FullScreenLoader label={translator('en').blog.loadingArticle()} />,
  component: BlogArticleScreen,
})
