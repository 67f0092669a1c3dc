import { createFileRoute } from '@tanstack/react-router'
import { revalidateFromWebhook } from '~/content/revalidate.server'
import { metrics } from '~/runtime/metrics.server'

/** Publish → live: Strapi calls this on every content change (see `revalidate.server.ts`). */
export const Route = createFileRoute('/api/revalidate')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const result = await revalidateFromWebhook(request)
        metrics().webhook(result.status)
        return Response.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } })
      },
    },
  },
})
