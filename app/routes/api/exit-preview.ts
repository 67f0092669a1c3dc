import { createFileRoute } from '@tanstack/react-router'
import { PREVIEW_COOKIE, safeReturnPath } from '~/content/preview.server'

/** The preview banner's exit link: preview mode off, back to the same page as visitors see it. */
export const Route = createFileRoute('/api/exit-preview')({
  server: {
    handlers: {
      GET: ({ request }) =>
        new Response(null, {
          status: 307,
          headers: {
            Location: safeReturnPath(new URL(request.url).searchParams.get('url')),
            'Set-Cookie': `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=None`,
            'Cache-Control': 'no-store',
          },
        }),
    },
  },
})
