import { createFileRoute } from '@tanstack/react-router'
import { ensureDocument } from '~/content/documents'
import { projectBySlugQuery } from '~/content/projects.queries'
import { ProjectScreen } from '~/features/projects/ProjectScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/projekter/$slug')({
  staticData: { screen: 'project', lang: 'no' },
  loader: ({ context, params }) =>
    ensureDocument(context.queryClient, projectBySlugQuery('no', params.slug), {
      screen: 'project',
      lang: 'no',
      slug: params.slug,
    }),
  head: ({ loaderData }) => screenHead('project', 'no', loaderData?.title),
  component: ProjectScreen,
})
