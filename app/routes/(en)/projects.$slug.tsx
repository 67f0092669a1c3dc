import { createFileRoute } from '@tanstack/react-router'
import { ProjectScreen } from '~/features/projects/ProjectScreen'
import { loadProject } from '~/features/projects/project-loader'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(en)/projects/$slug')({
  staticData: { screen: 'project', lang: 'en', hydrate: false },
  loader: ({ context, params }) => loadProject(context.queryClient, 'en', params.slug),
  head: ({ match, loaderData }) => screenHead('project', 'en', match.context, loaderData),
  component: ProjectScreen,
})
