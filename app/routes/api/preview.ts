import { createFileRoute } from '@tanstack/react-router'
import {
  PREVIEW_COOKIE,
  PREVIEW_MAX_AGE_S,
  previewCookieValue,
  previewLinkOf,
  safeReturnPath,
} from '~/content/preview.server'

/**
 * Strapi's preview button lands here (`?token=…`, signed by the CMS for one path and status, valid for minutes): a
 * draft link turns preview mode on for that page with a cookie of its own expiry, a published one turns it off, and either way the
 * visitor goes to the page. A forged, altered or expired link is refused.
 */
export const Route = createFileRoute('/api/preview')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const link = previewLinkOf(new URL(request.url).searchParams.get('token'))
        if (!link) {
          return new Response('Invalid or expired preview link: open the preview from the CMS again.\n', {
            status: 401,
            headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
          })
        }
        const path = safeReturnPath(link.path)
        // The cookie opens the drafts of this one document on this one page (preview.server.ts); a draft link that
        // names no document (made before decision 103) opens nothing.
        const value = link.status === 'draft' && link.document ? previewCookieValue({ ...link.document, path }) : null
        const cookie = value
          ? `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${PREVIEW_MAX_AGE_S}; HttpOnly; Secure; SameSite=None`
          : `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=None`
        return new Response(null, {
          status: 307,
          headers: { Location: path, 'Set-Cookie': cookie, 'Cache-Control': 'no-store' },
        })
      },
    },
  },
})
