import { createFileRoute, useParams } from '@tanstack/react-router'
import { FullScreenLoader, LOADING_COVER } from '~/components/loader/FullScreenLoader'
import { BlogListScreen } from '~/features/blog/BlogListScreen'
import { loadBlogList } from '~/features/blog/blog-loader'
import { translator } from '~/i18n'
import { langOfPathPrefix } from '~/i18n/lang'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/blogs/')({
  staticData: { screen: 'blogs', hydrate: false },
  validateSearch: searchReaders.blogs,
  loader: ({ context, params }) => loadBlogList(context.queryClient, langOfPathPrefix(params.locale)),
  head: ({ match, params }) => screenHead('blogs', langOfPathPrefix(params.locale), match.context),
  ...LOADING_COVER,
  pendingComponent: function Pending() {
    const { locale } = useParams({ strict: false })
    return <FullScreenLoader label={translator(langOfPathPrefix(locale)).blog.loading()} />
  },
  component: function BlogList() {
    return <BlogListScreen search={Route.useSearch()} />
  },
})
