import { createFileRoute } from '@tanstack/react-router'
import { FullScreenLoader, LOADING_COVER } from '~/components/loader/FullScreenLoader'
import { BlogListScreen } from '~/features/blog/BlogListScreen'
import { loadBlogList } from '~/features/blog/blog-loader'
import { translator } from '~/i18n'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(no)/blog/')({
  staticData: { screen: 'blogs', lang: 'no', hydrate: false },
  validateSearch: searchReaders.blogs,
  loader: ({ context }) => loadBlogList(context.queryClient, 'no'),
  head: ({ match }) => screenHead('blogs', 'no', match.context),
  ...LOADING_COVER,
  pendingComponent: () => <FullScreenLoader label={translator('no').blog.loading()} />,
  component: function BlogList() {
    return <BlogListScreen search={Route.useSearch()} />
  },
})
