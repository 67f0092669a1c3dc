import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { isPreviewRequest } from '~/content/preview.server'
import { cacheHeaders } from '~/lib/cache-policy'
import { type RequestState, withRequestState } from '~/lib/request-state.server'

/**
 * Server functions only answer same-origin calls. Declaring a Start instance replaces Start's default request
 * middleware, so its CSRF check is listed here again explicitly.
 */
const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

/**
 * Every response leaves with its caching policy (`lib/cache-policy.ts`); a page that failed because the CMS did
 * answers 503 with Retry-After (the error section on it offers a retry), not 500.
 */
const httpCaching = createMiddleware().server(async ({ next, request, pathname, handlerType }) => {
  const state: RequestState = { cmsUnavailable: false }
  const result = await withRequestState(state, () => next())
  if (state.cmsUnavailable && result.response.status === 500) {
    const headers = new Headers(result.response.headers)
    headers.set('Retry-After', '30')
    result.response = new Response(result.response.body, { status: 503, headers })
  }
  const headers = cacheHeaders({
    method: request.method,
    status: result.response.status,
    pathname,
    handlerType,
    existing: result.response.headers.get('Cache-Control'),
    preview: isPreviewRequest(),
  })
  for (const [name, value] of Object.entries(headers)) {
    try {
      result.response.headers.set(name, value)
    } catch {
      // Some responses (Response.redirect) have immutable headers; they set their own policy where it matters.
    }
  }
  return result
})

export const startInstance = createStart(() => ({ requestMiddleware: [csrf, httpCaching] }))
