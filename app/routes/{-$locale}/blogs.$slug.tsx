import { createFileRoute, useParams } from '@tanstack/react-router'
import { FullScreenLoader, LOADING_COVER } from '~/components/loader/FullScreenLoader'
import { BlogArticleScreen } from '~/features/blog/BlogArticleScreen'
import { loadBlogArticle } from '~/features/blog/blog-loader'
import { translator } from '~/i18n'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/blogs/$slug')({
  staticData: { screen: 'blog', hydrate: false },
  loader: ({ context, params }) => loadBlogArticle(context.queryClient, langOfPathPrefix(params.locale), params.slug),
  head: ({ match, loaderData, params }) =>
    screenHead('blog', langOfPathPrefix(params.locale), match.context, loaderData),
  ...LOADING_COVER,
  pendingComponent: function Pending() {
    const { locale } = useParams({ strict: false })
    return <FullScreenLoader label={translator(langOfPathPrefix(locale)).blog.loadingArticle()} />
  },
  component: BlogArticleScreen,
})
