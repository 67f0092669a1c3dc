import { createFileRoute } from '@tanstack/react-router'
import { ProjectScreen } from '~/features/projects/ProjectScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/projects/$slug')({
  staticData: { screen: 'project', lang: 'en' },
  head: () => screenHead('project', 'en'),
  component: ProjectScreen,
})
