import { createFileRoute } from '@tanstack/react-router'
import { loadingCover } from '~/components/loader/FullScreenLoader'
import { BlogListScreen } from '~/features/blog/BlogListScreen'
import { loadBlogList } from '~/features/blog/blog-loader'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/blogs/')({
  staticData: screenStaticData('blogs'),
  validateSearch: searchReaders.blogs,
  loader: ({ context, params }) => loadBlogList(context.queryClient, langOfPathPrefix(params.locale)),
  head: ({ match, params }) => screenHead('blogs', langOfPathPrefix(params.locale), match.context),
  ...loadingCover((t) => t.blog.loading()),
  component: function BlogList() {
    return <BlogListScreen search={Route.useSearch()} />
  },
})
