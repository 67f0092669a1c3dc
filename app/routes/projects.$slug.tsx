import { createFileRoute } from '@tanstack/react-router'
import { ensureDocument } from '~/content/documents'
import { projectBySlugQuery } from '~/content/projects.queries'
import { ProjectScreen } from '~/features/projects/ProjectScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/projects/$slug')({
  staticData: { screen: 'project', lang: 'en' },
  loader: ({ context, params }) =>
    ensureDocument(context.queryClient, projectBySlugQuery('en', params.slug), {
      screen: 'project',
      lang: 'en',
      slug: params.slug,
    }),
  head: ({ loaderData }) => screenHead('project', 'en', loaderData?.title),
  component: ProjectScreen,
})
