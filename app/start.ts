import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { isPreviewRequest } from '~/content/preview.server'
import { cacheHeaders } from '~/lib/cache-policy'

/**
 * Server functions only answer same-origin calls. Declaring a Start instance replaces Start's default request
 * middleware, so its CSRF check is listed here again explicitly.
 */
const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

/** Every response leaves with its caching policy (`lib/cache-policy.ts`). */
const httpCaching = createMiddleware().server(async ({ next, request, pathname, handlerType }) => {
  const result = await next()
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
