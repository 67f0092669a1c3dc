import { createFileRoute } from '@tanstack/react-router'
import { loadingCover } from '~/components/loader/FullScreenLoader'
import { ProjectsScreen } from '~/features/projects/ProjectsScreen'
import { loadProjectsList } from '~/features/projects/projects-loader'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/projects/')({
  staticData: screenStaticData('projects'),
  validateSearch: searchReaders.projects,
  // No loader deps: a filter or LOAD MORE keeps the screen and its cards while the next ones load (ProjectsScreen);
  // only arriving from another screen shows the loading cover.
  loader: ({ context, location, params }) =>
    loadProjectsList(context.queryClient, langOfPathPrefix(params.locale), location.search),
  head: ({ match, params }) => screenHead('projects', langOfPathPrefix(params.locale), match.context),
  ...loadingCover((t) => t.projects.loading()),
  component: function Projects() {
    return <ProjectsScreen search={Route.useSearch()} />
  },
})
