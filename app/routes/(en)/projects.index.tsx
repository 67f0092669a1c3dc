import { createFileRoute } from '@tanstack/react-router'
import { FullScreenLoader, LOADING_COVER } from '~/components/loader/FullScreenLoader'
import { ProjectsScreen } from '~/features/projects/ProjectsScreen'
import { loadProjectsList } from '~/features/projects/projects-loader'
import { translator } from '~/i18n'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(en)/projects/')({
  staticData: { screen: 'projects', lang: 'en' },
  validateSearch: searchReaders.projects,
  // No loader deps: a filter or LOAD MORE keeps the screen and its cards while the next ones load (ProjectsScreen);
  // only arriving from another screen shows the loading cover.
  loader: ({ context, location }) => loadProjectsList(context.queryClient, 'en', location.search),
  head: ({ match }) => screenHead('projects', 'en', match.context),
  ...LOADING_COVER,
  pendingComponent: () => <FullScreenLoader label={translator('en').projects.loading()} />,
  component: function Projects() {
    return <ProjectsScreen search={Route.useSearch()} />
  },
})
