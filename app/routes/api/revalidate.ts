import { createFileRoute } from '@tanstack/react-router'
import { revalidateFromWebhook } from '~/content/revalidate.server'

/** Publish → live: Strapi calls this on every content change (see `revalidate.server.ts`). */
export const Route = createFileRoute('/api/revalidate')({
  server: {
    handlers: {
      POST: async ({ request }) => {
        const result = await revalidateFromWebhook(request)
        return Response.json(result.body, { status: result.status, headers: { 'Cache-Control': 'no-store' } })
      },
    },
  },
})
