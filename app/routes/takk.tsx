import { createFileRoute, redirect } from '@tanstack/react-router'

/** product.md mentions /takk as another reading of the Norwegian thank-you path: send it to the canonical one. */
export const Route = createFileRoute('/takk')({
  beforeLoad: () => {
    throw redirect({ to: '/{-$locale}/thank-you', params: { locale: 'no' }, statusCode: 301 })
  },
})
