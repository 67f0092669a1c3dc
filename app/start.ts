import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start'
import { getCookie, setResponseStatus } from '@tanstack/react-start/server'
import { isPreviewRequest } from '~/content/preview.server'
import { redirectTarget } from '~/content/redirects/redirects.server'
import { InvalidInput } from '~/content/server-fn-inputs'
import { CmsError } from '~/content/strapi.server'
import { loadAllDictionaries } from '~/i18n'
import { LANG_COOKIE, LANGS } from '~/i18n/lang'
import { followsStoredLang } from '~/i18n/routes'
import { cacheHeaders } from '~/pipeline/cache-policy'
import { compressed } from '~/pipeline/compression.server'
import { cachedPage, pageCacheKey, storePage } from '~/pipeline/page-cache.server'
import { isClientGone } from '~/pipeline/request-guard'
import { securityConfig } from '~/pipeline/security-config.server'
import { contentSecurityPolicy, newNonce, securityHeaders } from '~/pipeline/security-headers'
import { log } from '~/runtime/log.server'
import { metrics } from '~/runtime/metrics.server'
import { currentRequestState, type RequestState, withRequestState } from '~/runtime/request-state.server'
import { pageSearch } from '~/search-readers'

/*
 * The request pipeline, one job per middleware, in the order a request meets them; its response leaves them in
 * reverse: dictionaries → compression → request state → page cache → headers → CSRF → refused server-function calls
 * → 503 on a CMS failure → old addresses → Start. The page cache keeps what the headers middleware made cacheable, so
 * it stays outside it; CSRF comes after the headers so its refusal carries them too.
 */

/**
 * Server functions only answer same-origin calls. Declaring a Start instance replaces Start's default request
 * middleware, so its CSRF check is listed here again explicitly.
 */
const csrf = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' })

/**
 * The server renders and writes heads in both languages: both dictionaries, loaded once. Later requests skip the
 * await (a promise per namespace and language on every cached page showed in the profile).
 */
let dictionariesLoaded = false
const dictionaries = createMiddleware().server(async ({ next }) => {
  if (!dictionariesLoaded) {
    await loadAllDictionaries(LANGS)
    dictionariesLoaded = true
  }
  return next()
})

/** Last on the way out: whatever is answered is compressed when the browser accepts it (decision 014). */
const compression = createMiddleware().server(async ({ next, request }) => {
  const result = await next()
  result.response = compressed(request, result.response)
  return result
})

/**
 * The request's own facts, readable everywhere below: a fresh CSP nonce (the router stamps it on its scripts) and
 * whether the CMS failed during the render.
 */
const requestState = createMiddleware().server(({ next, handlerType }) => {
  const state: RequestState = { cmsUnavailable: false, nonce: newNonce(), handlerType }
  return withRequestState(state, () => next())
})

/** The state made above; every request has one by the time it gets here. */
function stateOf(): RequestState {
  const state = currentRequestState()
  if (!state) throw new Error('The request state middleware must run before this one (app/start.ts)')
  return state
}

/**
 * Anonymous page views come from the rendered-page cache when it holds them, with this response's nonce; a page
 * rendered here goes into it once complete, if it is public, whole and not a CMS failure. A previewed page never does;
 * a preview cookie that opens nothing here (made up, expired, another page's) is no reason to skip the cache.
 */
const pageCache = createMiddleware().server(async ({ next, request, handlerType }) => {
  const state = stateOf()
  const cacheable =
    handlerType === 'router' && (request.method === 'GET' || request.method === 'HEAD') && !isPreviewRequest()
  const url = new URL(request.url)
  const cacheKey = cacheable
    ? pageCacheKey({
        host: url.host,
        pathname: url.pathname,
        search: pageSearch(url.pathname, url.search),
        langCookie: followsStoredLang(url.pathname) ? getCookie(LANG_COOKIE) : null,
      })
    : null
  const hit = cacheKey ? cachedPage(cacheKey, state.nonce) : null
  if (cacheKey) metrics().pageCache(hit ? 'hit' : 'miss')
  if (hit) {
    // The kept headers already hold every security header but the policy, whose nonce is this response's.
    const headers: [string, string][] = [
      ...hit.headers,
      ['Content-Security-Policy', contentSecurityPolicy(securityConfig(), state.nonce)],
      ['X-Page-Cache', 'hit'],
      ['Content-Length', String(hit.length)],
    ]
    return new Response(request.method === 'HEAD' ? null : hit.body, { status: 200, headers })
  }
  const result = await next()
  const { response } = result
  if (
    cacheKey &&
    response.status === 200 &&
    (response.headers.get('Content-Type')?.includes('text/html') ?? false) &&
    !state.cmsUnavailable &&
    response.body &&
    response.headers.get('Cache-Control')?.startsWith('public')
  ) {
    // The visitor gets the stream as it renders; a copy of it is kept once complete (before compression, so the
    // plain HTML, whose nonce is replaced on every hit).
    const [toVisitor, toCache] = response.body.tee()
    result.response = new Response(toVisitor, { status: response.status, headers: response.headers })
    void new Response(toCache)
      .text()
      .then((html) => storePage(cacheKey, html, state.nonce, response.headers))
      .catch(() => undefined)
  }
  return result
})

/** Every response leaves with its security headers (the policy with this response's nonce) and its caching policy. */
const headers = createMiddleware().server(async ({ next, request, pathname, handlerType }) => {
  const state = stateOf()
  const result = await next()
  const { response } = result
  const isHtml = response.headers.get('Content-Type')?.includes('text/html') ?? false
  const own = response.headers.has('Content-Security-Policy')
  const set = {
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
  for (const [name, value] of Object.entries(set)) {
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

/** A page that failed because the CMS did answers 503 with Retry-After ("try again"), not 500 ("our bug"). */
const cmsFailure = createMiddleware().server(async ({ next }) => {
  const state = stateOf()
  const result = await next()
  if (state.cmsUnavailable && result.response.status === 500) {
    const headers = new Headers(result.response.headers)
    headers.set('Retry-After', '30')
    result.response = new Response(result.response.body, { status: 503, headers })
  }
  return result
})

/**
 * A page the site does not have may be an old address (decision 037): an editor's redirect, or an earlier slug of a
 * renamed document, answers 301 to where it leads now, the query kept. Only where the answer would be 404, so no
 * redirect ever hides a page; inside the headers middleware, so the 301 carries the security headers (and no-store:
 * a redirect an editor unpublishes stops at once, browsers included).
 */
const movedPages = createMiddleware().server(async ({ next, request, pathname, handlerType }) => {
  const result = await next()
  if (handlerType !== 'router' || result.response.status !== 404) return result
  if (request.method !== 'GET' && request.method !== 'HEAD') return result
  const target = await redirectTarget(pathname)
  if (!target) return result
  await result.response.body?.cancel()
  result.response = new Response(null, {
    status: 301,
    headers: { Location: `${target}${new URL(request.url).search}` },
  })
  return result
})

const plainRefusal = (status: 400 | 404, text: string) =>
  new Response(`${text}\n`, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

/**
 * A call Start could not hand to any server function is the caller's fault, not a fault of ours: an id
 * that names no function (Start throws before any function runs) is 404, and a payload it cannot decode is 400 where
 * Start would answer 500 with its decoder's words. Nothing of the request is echoed, and one short line is logged
 * instead of a stack trace. What a function itself answers, failures included, is its own (`functionFailure`).
 */
const refusedCalls = createMiddleware().server(async ({ next, handlerType }) => {
  if (handlerType !== 'serverFn') return next()
  const state = stateOf()
  try {
    const result = await next()
    if (result.response.status !== 500 || state.functionReached) return result
    log('warn', 'server-fn.refused', { status: 400, reason: 'payload could not be decoded' })
    return plainRefusal(400, 'Bad request: the data sent could not be read. / Ugyldig forespørsel.')
  } catch (error) {
    // The client left mid-call: Start stops with that reason, answered as 499 (pipeline/request-guard.ts).
    if (isClientGone(error)) throw error
    log('warn', 'server-fn.refused', { status: 404, reason: 'no such function' })
    return plainRefusal(404, 'Not found. / Ikke funnet.')
  }
})

/**
 * A server function that fails answers with a status that says so, instead of Start's 200 (which the cache policy
 * made public for a minute, so a CDN kept a CMS failure): 400 for input it refuses, 503 when the CMS failed, 500
 * otherwise. The client still gets the error as before. During a page's render the page's status is not touched.
 */
const functionFailure = createMiddleware({ type: 'function' }).server(async ({ next }) => {
  const state = currentRequestState()
  const call = state?.handlerType === 'serverFn'
  if (state && call) state.functionReached = true
  try {
    return await next()
  } catch (error) {
    if (call && error instanceof Error) {
      setResponseStatus(error instanceof InvalidInput ? 400 : error instanceof CmsError ? 503 : 500)
    }
    throw error
  }
})

export const startInstance = createStart(() => ({
  requestMiddleware: [
    dictionaries,
    compression,
    requestState,
    pageCache,
    headers,
    csrf,
    refusedCalls,
    cmsFailure,
    movedPages,
  ],
  functionMiddleware: [functionFailure],
}))
