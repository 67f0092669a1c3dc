import { createFileRoute } from '@tanstack/react-router'
import { FullScreenLoader, LOADING_COVER } from '~/components/loader/FullScreenLoader'
import { BlogListScreen } from '~/features/blog/BlogListScreen'
import { loadBlogList } from '~/features/blog/blog-loader'
import { translator } from '~/i18n'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(en)/blogs/')({
  staticData: { screen: 'blogs', lang: 'en', hydrate: false },
  validateSearch: searchReaders.blogs,
  loader: ({ context }) => loadBlogList(context.queryClient, 'en'),
  head: ({ match }) => screenHead('blogs', 'en', match.context),
  ...LOADING_COVER,
  pendingComponent: () => <FullScreenLoader label={translator('en').blog.loading()} />,
  component: function BlogList() {
    return <BlogListScreen search={Route.useSearch()} />
  },
})
