import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { isPreviewRequest, PREVIEW_COOKIE } from '~/content/preview.server'
import { loadDictionaries } from '~/i18n'
import { LANG_COOKIE, LANGS } from '~/i18n/lang'
import { cacheHeaders } from '~/server/cache-policy'
import { compressed } from '~/server/compression.server'
import { cachedPage, pageCacheKey, storePage } from '~/server/page-cache.server'
import { type RequestState, withRequestState } from '~/server/request-state.server'
import { securityConfig } from '~/server/security-config.server'
import { contentSecurityPolicy, newNonce, securityHeaders } from '~/server/security-headers'

/**
 * Server functions only answer same-origin calls. Declaring a Start instance replaces Start's default request
 * middleware, so its CSRF check is listed here again explicitly.
 */
const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

/**
 * Every response leaves with its security headers (a fresh CSP nonce per response, which the router stamps on its
 * scripts), its caching policy, and compressed when the browser accepts it; a page that failed because the CMS did
 * answers 503 with Retry-After, not 500.
 */
const responsePolicy = createMiddleware().server(async ({ next, request, pathname, handlerType }) => {
  // The server renders and writes heads in both languages: both dictionaries, loaded once.
  await loadDictionaries(LANGS)
  const state: RequestState = { cmsUnavailable: false, nonce: newNonce() }
  // Anonymous page views may come from (and go into) the rendered-page cache; preview mode never does.
  const cacheable =
    handlerType === 'router' && (request.method === 'GET' || request.method === 'HEAD') && !getCookie(PREVIEW_COOKIE)
  const cacheKey = cacheable ? pageCacheKey(new URL(request.url), getCookie(LANG_COOKIE)) : null
  const hit = cacheKey ? cachedPage(cacheKey, state.nonce) : null
  if (hit) {
    // The kept headers already hold every security header but the policy, whose nonce is this response's.
    const headers: [string, string][] = [
      ...hit.headers,
      ['Content-Security-Policy', contentSecurityPolicy(securityConfig(), state.nonce)],
      ['X-Page-Cache', 'hit'],
      ['Content-Length', String(hit.length)],
    ]
    return compressed(request, new Response(request.method === 'HEAD' ? null : hit.body, { status: 200, headers }))
  }
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
  // A server function that read the visitor's cookies (the shell information) answers per cookie.
  if (handlerType === 'serverFn' && state.variesByCookie) headers.Vary = 'Cookie'
  for (const [name, value] of Object.entries(headers)) {
    // A response with its own policy (the sandboxed SVG download) keeps it.
    if (own && name === 'Content-Security-Policy') continue
    try {
      response.headers.set(name, value)
    } catch {
      // Some responses (Response.redirect) have immutable headers; they carry no page to protect.
    }
  }
  if (
    cacheKey &&
    response.status === 200 &&
    isHtml &&
    !state.cmsUnavailable &&
    response.body &&
    response.headers.get('Cache-Control')?.startsWith('public')
  ) {
    // The visitor gets the stream as it renders; a copy of it is kept once complete.
    const [toVisitor, toCache] = response.body.tee()
    result.response = new Response(toVisitor, { status: response.status, headers: response.headers })
    void new Response(toCache)
      .text()
      .then((html) => storePage(cacheKey, html, state.nonce, response.headers))
      .catch(() => undefined)
  }
  // Last, so the cache above keeps the plain HTML (its nonce is replaced on every hit).
  result.response = compressed(request, result.response)
  return result
})

export const startInstance = createStart(() => ({ requestMiddleware: [csrf, responsePolicy] }))
