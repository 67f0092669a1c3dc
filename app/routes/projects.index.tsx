import { createFileRoute } from '@tanstack/react-router'
import { ProjectsScreen } from '~/features/projects/ProjectsScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/projects/')({
  staticData: { screen: 'projects', lang: 'en' },
  head: () => screenHead('projects', 'en'),
  component: ProjectsScreen,
})
