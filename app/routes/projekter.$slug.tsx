import { createFileRoute } from '@tanstack/react-router'
import { ProjectScreen } from '~/features/projects/ProjectScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/projekter/$slug')({
  staticData: { screen: 'project', lang: 'no' },
  head: () => screenHead('project', 'no'),
  component: ProjectScreen,
})
