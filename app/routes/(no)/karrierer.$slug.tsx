import { createFileRoute } from '@tanstack/react-router'
import { CareerScreen } from '~/features/careers/CareerScreen'
import { loadCareer } from '~/features/careers/careers-loader'
import { applicationPost } from '~/forms/application/application.server'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/(no)/karrierer/$slug')({
  staticData: { screen: 'career', lang: 'no' },
  validateSearch: searchReaders.career,
  // The application form's plain POST, for visitors without JavaScript.
  server: {
    handlers: {
      POST: ({ request, params, context, next }) =>
        applicationPost(request, { lang: 'no', slug: params.slug }, context.formPost, (submission) =>
          next({ context: { submission } }),
        ),
    },
  },
  loader: async ({ context, params, serverContext }) => ({
    ...(await loadCareer(context.queryClient, 'no', params.slug)),
    submission: serverContext?.submission ?? null,
  }),
  head: ({ match, loaderData }) => screenHead('career', 'no', match.context, loaderData),
  component: function Career() {
    const { submission } = Route.useLoaderData()
    return <CareerScreen submission={submission} sent={Route.useSearch().sent} />
  },
})
