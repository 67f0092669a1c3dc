import { createFileRoute } from '@tanstack/react-router'
import { ProjectScreen } from '~/features/projects/ProjectScreen'
import { loadProject } from '~/features/projects/project-loader'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(no)/projekter/$slug')({
  staticData: { screen: 'project', lang: 'no', hydrate: false },
  loader: ({ context, params }) => loadProject(context.queryClient, 'no', params.slug),
  head: ({ match, loaderData }) => screenHead('project', 'no', match.context, loaderData),
  component: ProjectScreen,
})
