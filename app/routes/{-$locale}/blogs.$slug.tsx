import { createFileRoute } from '@tanstack/react-router'
import { loadingCover } from '~/components/loader/FullScreenLoader'
import { BlogArticleScreen } from '~/features/blog/BlogArticleScreen'
import { loadBlogArticle } from '~/features/blog/blog-loader'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/blogs/$slug')({
  staticData: screenStaticData('blog'),
  loader: ({ context, params }) => loadBlogArticle(context.queryClient, langOfPathPrefix(params.locale), params.slug),
  head: ({ match, loaderData, params }) =>
    screenHead('blog', langOfPathPrefix(params.locale), match.context, loaderData),
  ...loadingCover((t) => t.blog.loadingArticle()),
  component: BlogArticleScreen,
})
