import { createFileRoute } from '@tanstack/react-router'
import {
  isPreviewSecret,
  PREVIEW_COOKIE,
  PREVIEW_MAX_AGE_S,
  previewCookieValue,
  safeReturnPath,
} from '~/content/preview.server'

/**
 * Strapi's preview button lands here (`?secret=…&status=draft|published&url=/projects/x`): with the right secret a
 * draft preview turns preview mode on, a published one turns it off, and either way the visitor goes to the page.
 */
export const Route = createFileRoute('/api/preview')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const params = new URL(request.url).searchParams
        if (!isPreviewSecret(params.get('secret'))) {
          return new Response('Invalid preview link', { status: 401, headers: { 'Cache-Control': 'no-store' } })
        }
        const value = previewCookieValue()
        const draft = params.get('status') !== 'published'
        const cookie =
          draft && value
            ? `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${PREVIEW_MAX_AGE_S}; HttpOnly; Secure; SameSite=None`
            : `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=None`
        return new Response(null, {
          status: 307,
          headers: { Location: safeReturnPath(params.get('url')), 'Set-Cookie': cookie, 'Cache-Control': 'no-store' },
        })
      },
    },
  },
})
