import { createFileRoute } from '@tanstack/react-router'
import { ensureDocument } from '~/content/documents'
import { jobOpeningBySlugQuery } from '~/content/jobs.queries'
import { CareerScreen } from '~/features/careers/CareerScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/karrierer/$slug')({
  staticData: { screen: 'career', lang: 'no' },
  loader: ({ context, params }) =>
    ensureDocument(context.queryClient, jobOpeningBySlugQuery('no', params.slug), {
      screen: 'career',
      lang: 'no',
      slug: params.slug,
    }),
  head: ({ loaderData }) => screenHead('career', 'no', loaderData?.title),
  component: CareerScreen,
})
