import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { isPreviewRequest } from '~/content/preview.server'
import { cacheHeaders } from '~/lib/cache-policy'
import { type RequestState, withRequestState } from '~/lib/request-state.server'
import { securityConfig } from '~/lib/security-config.server'
import { newNonce, securityHeaders } from '~/lib/security-headers'

/**
 * Server functions only answer same-origin calls. Declaring a Start instance replaces Start's default request
 * middleware, so its CSRF check is listed here again explicitly.
 */
const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

/**
 * Every response leaves with its security headers (a fresh CSP nonce per response, which the router stamps on its
 * scripts) and its caching policy; a page that failed because the CMS did answers 503 with Retry-After, not 500.
 */
const responsePolicy = createMiddleware().server(async ({ next, request, pathname, handlerType }) => {
  const state: RequestState = { cmsUnavailable: false, nonce: newNonce() }
  const result = await withRequestState(state, () => next())
  if (state.cmsUnavailable && result.response.status === 500) {
    const headers = new Headers(result.response.headers)
    headers.set('Retry-After', '30')
    result.response = new Response(result.response.body, { status: 503, headers })
  }
  const { response } = result
  const isHtml = response.headers.get('Content-Type')?.includes('text/html') ?? false
  const own = response.headers.has('Content-Security-Policy')
  const headers = {
    ...securityHeaders(securityConfig(), state.nonce, isHtml),
    ...cacheHeaders({
      method: request.method,
      status: response.status,
      pathname,
      handlerType,
      existing: response.headers.get('Cache-Control'),
      preview: isPreviewRequest(),
    }),
  }
  for (const [name, value] of Object.entries(headers)) {
    // A response with its own policy (the sandboxed SVG download) keeps it.
    if (own && name === 'Content-Security-Policy') continue
    try {
      response.headers.set(name, value)
    } catch {
      // Some responses (Response.redirect) have immutable headers; they carry no page to protect.
    }
  }
  return result
})

export const startInstance = createStart(() => ({ requestMiddleware: [csrf, responsePolicy] }))
