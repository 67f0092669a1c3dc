import { createFileRoute } from '@tanstack/react-router'
import { ensureDocument } from '~/content/documents'
import { applicationPost } from '~/content/form-posts.server'
import { jobOpeningBySlugQuery } from '~/content/jobs.queries'
import { CareerScreen } from '~/features/careers/CareerScreen'
import { careerSearchSchema } from '~/features/careers/career-search'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/karrierer/$slug')({
  staticData: { screen: 'career', lang: 'no' },
  validateSearch: careerSearchSchema,
  // The application form's plain POST, for visitors without JavaScript.
  server: {
    handlers: {
      POST: ({ request, next }) => applicationPost(request, (submission) => next({ context: { submission } })),
    },
  },
  loader: async ({ context, params, serverContext }) => ({
    ...(await ensureDocument(context.queryClient, jobOpeningBySlugQuery('no', params.slug), {
      screen: 'career',
      lang: 'no',
      slug: params.slug,
    })),
    submission: serverContext?.submission ?? null,
  }),
  head: ({ loaderData }) => screenHead('career', 'no', loaderData),
  component: function Career() {
    const { submission } = Route.useLoaderData()
    return <CareerScreen submission={submission} sent={Route.useSearch().sent} />
  },
})
