import { createFileRoute } from '@tanstack/react-router'
import { ensureDocument } from '~/content/documents'
import { jobOpeningBySlugQuery } from '~/content/jobs.queries'
import { CareerScreen } from '~/features/careers/CareerScreen'
import { screenHead } from '~/i18n/head'

export const Route = createFileRoute('/careers/$slug')({
  staticData: { screen: 'career', lang: 'en' },
  loader: ({ context, params }) =>
    ensureDocument(context.queryClient, jobOpeningBySlugQuery('en', params.slug), {
      screen: 'career',
      lang: 'en',
      slug: params.slug,
    }),
  head: ({ loaderData }) => screenHead('career', 'en', loaderData?.title),
  component: CareerScreen,
})
