import { createFileRoute } from '@tanstack/react-router'
import { CareerScreen } from '~/features/careers/CareerScreen'
import { loadCareer } from '~/features/careers/careers-loader'
import { applicationPost } from '~/forms/application/application.server'
import { langOfPathPrefix } from '~/i18n/lang'
import { screenStaticData } from '~/i18n/routes'
import { searchReaders } from '~/search-readers'
import { screenHead } from '~/seo/head'

export const Route = createFileRoute('/{-$locale}/careers/$slug')({
  staticData: screenStaticData('career'),
  validateSearch: searchReaders.career,
  // The application form's plain POST, for visitors without JavaScript.
  server: {
    handlers: {
      POST: ({ request, params, context, next }) =>
        applicationPost(
          request,
          { lang: langOfPathPrefix(params.locale), slug: params.slug },
          context.formPost,
          (submission) => next({ context: { submission } }),
        ),
    },
  },
  loader: async ({ context, params, serverContext }) => ({
    ...(await loadCareer(context.queryClient, langOfPathPrefix(params.locale), params.slug)),
    submission: serverContext?.submission ?? null,
  }),
  head: ({ match, loaderData, params }) =>
    screenHead('career', langOfPathPrefix(params.locale), match.context, loaderData),
  component: function Career() {
    const { submission } = Route.useLoaderData()
    return <CareerScreen submission={submission} sent={Route.useSearch().sent} />
  },
})
