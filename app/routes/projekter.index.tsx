import { createFileRoute } from '@tanstack/react-router'
import { ProjectsScreen } from '~/features/projects/ProjectsScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/projekter/')({
  staticData: { screen: 'projects', lang: 'no' },
  head: () => screenHead('projects', 'no'),
  component: ProjectsScreen,
})
