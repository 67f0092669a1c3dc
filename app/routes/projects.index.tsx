import { createFileRoute } from '@tanstack/react-router'
import { FullScreenLoader } from '~/components/loader/FullScreenLoader'
import { ProjectsScreen } from '~/features/projects/ProjectsScreen'
import { loadProjectsList } from '~/features/projects/projects-loader'
import { projectsSearchSchema } from '~/features/projects/projects-search'
import { translator } from '~/i18n'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/projects/')({
  staticData: { screen: 'projects', lang: 'en' },
  validateSearch: projectsSearchSchema,
  loaderDeps: ({ search }) => ({ category: search.category, page: search.page ?? 1 }),
  loader: ({ context, deps }) => loadProjectsList(context.queryClient, 'en', deps),
  head: () => screenHead('projects', 'en'),
  pendingComponent: () => <FullScreenLoader label={translator('en').projects.loading()} />,
  component: ProjectsScreen,
})
