import { createFileRoute, notFound } from '@tanstack/react-router'

/** The screens of both languages; the optional first segment is `no` (a Norwegian page, app/i18n/routes.ts) or none. */
export const Route = createFileRoute('/{-$locale}')({
  beforeLoad: ({ params }) => {
    if (params.locale !== undefined && params.locale !== 'no') throw notFound()
  },
})
