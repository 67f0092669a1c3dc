import handler, { type ServerEntry } from '@tanstack/react-start/server-entry'
import { cachedCmsAnswers } from '~/content/cms-cache.server'
import { resumeOutbox } from '~/forms/outbox/outbox.server'
import { canonicalPath } from '~/i18n/routes'
import { clientAddress } from '~/pipeline/client-address'
import { allowFormPost } from '~/pipeline/form-rate-limit.server'
import { type CacheCounts, HEALTH_PATHS, healthAnswer, startCmsChecks } from '~/pipeline/health.server'
import { cachedPageCount } from '~/pipeline/page-cache.server'
import { guardRequest, ownOriginRedirect, type Refusal, refusalResponse, requestPath } from '~/pipeline/request-guard'
import { logFailedRequest, loggedResponse, requestIdOf, routeOf } from '~/pipeline/request-log.server'
import { securityConfig } from '~/pipeline/security-config.server'
import { BASE_SECURITY_HEADERS, newNonce, securityHeaders } from '~/pipeline/security-headers'
import { hasStaticCaching } from '~/pipeline/static-paths'
import { siteEnv } from '~/runtime/env.server'
import { errorFields, log, withRequestLog } from '~/runtime/log.server'
import { metrics } from '~/runtime/metrics.server'

/**
 * The server's entry, for the Node build and the Worker (app/server.edge.ts) alike. The health paths are answered
 * first (health.server.ts). Every other request gets an id (`X-Request-Id`) and one log line once answered
 * (request-log.server.ts), and passes the guard (methods, form posts counted per client before their body is read,
 * body limits, readable server-function JSON, forwarded headers only from a trusted proxy) before Start sees it; a
 * refused one is answered here, with the same security headers as every other answer.
 */

/** Workers name themselves in `navigator.userAgent`; anywhere else this is the Node server. */
const onWorkers = globalThis.navigator?.userAgent === 'Cloudflare-Workers'

/**
 * An error of the shape of h3's HTTPError, which the Node server (nitro) recognises by its name. Nitro's route rules
 * for static files (/assets/**: a year, `immutable`; public/'s: a day) add their caching to every answer on those
 * paths, refusals included, except
 * where an error brings its own Cache-Control: this one does, so a missing or refused asset is never cached.
 */
class AssetRefusal extends Error {
  override name = 'HTTPError'
  readonly status: number
  readonly statusText: string
  readonly headers: Headers
  constructor(response: Response) {
    super(response.statusText || 'Not Found')
    this.status = response.status
    this.statusText = response.statusText
    this.headers = new Headers(response.headers)
  }
}

/**
 * What reaches the app on a static file's path is not a file the server has (those are served before it): 404, or the
 * refusal, and never with the route rules' caching.
 */
function assetAnswer(refusal: Refusal | null): Response {
  if (refusal) return refusalResponse(refusal, { ...BASE_SECURITY_HEADERS })
  return new Response('Not found\n', {
    status: 404,
    headers: { ...BASE_SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

/** What this instance can serve without the CMS: its readiness counts it (health.server.ts), and so do the metrics. */
const cacheCounts = (): CacheCounts => ({ cmsAnswers: cachedCmsAnswers(), pages: cachedPageCount() })
metrics().watchCaches(cacheCounts)

/** Whether this process has started delivering what an earlier run left in the outbox (decision 030). */
let outboxResumed = false

/*
 * A plain entry object rather than `createServerEntry(...)`: that wrapper turns anything thrown into Start's own error
 * answer, and the asset refusal above must reach the Node server as thrown. Start's request scope and error handling
 * still wrap everything the app does, inside `handler.fetch`.
 */
/** What the Node server and the Worker hand the entry; the request context is the entry's to make (below). */
type EntryOptions = Omit<Parameters<ServerEntry['fetch']>[1], 'context'>

const entry = {
  async fetch(request: Request, options?: EntryOptions): Promise<Response> {
    // The first request of a Node server, a health probe included: nitro loads this code only then. (On Workers the
    // queue delivers, app/server.edge.ts.)
    if (!outboxResumed && !onWorkers) {
      outboxResumed = true
      resumeOutbox()
      // The CMS's health, checked in the background from now on: `/readyz` answers from the last check.
      startCmsChecks()
    }
    const path = requestPath(request.url)
    if (HEALTH_PATHS.has(path)) return healthAnswer(request, path, cacheCounts)
    const trustProxy = siteEnv().TRUST_PROXY
    const context = { id: requestIdOf(request, trustProxy), cmsCalls: 0 }
    const line = {
      context,
      method: request.method,
      path,
      client: clientAddress(request, { trustProxy }),
      startedAt: performance.now(),
    }
    return withRequestLog(context, async () => {
      log('debug', 'request.start', { method: line.method, route: routeOf(path) })
      try {
        return loggedResponse(await answer(request, options, path, trustProxy), line)
      } catch (error) {
        if (error instanceof AssetRefusal) {
          error.headers.set('X-Request-Id', context.id)
          logFailedRequest(line, error.status)
        } else {
          log('error', 'request.failed', { error: errorFields(error) })
          logFailedRequest(line, 500)
        }
        throw error
      }
    })
  },
}

/**
 * A page asked by another spelling of its path (`/ABOUT`, `/%61bout`) leads to the route table's own (`canonicalPath`),
 * its query kept: the router would render it, and every spelling would be one more copy in the page cache.
 */
function toCanonical(path: string, url: string): Response {
  const headers = new Headers(securityHeaders(securityConfig(), newNonce(), false))
  headers.set('Location', `${path}${new URL(url).search}`)
  headers.set('Cache-Control', 'no-store')
  return new Response(null, { status: 301, headers })
}

/** The guard, then the app. */
async function answer(
  request: Request,
  options: EntryOptions | undefined,
  path: string,
  trustProxy: boolean,
): Promise<Response> {
  const guarded = await guardRequest(request, {
    trustProxy,
    countPost: async (form) => {
      const allowed = await allowFormPost(form, clientAddress(request, { trustProxy }))
      if (!allowed) metrics().rateLimited(form)
      return allowed
    },
  })
  if ('refusal' in guarded) metrics().refused(guarded.refusal.status)
  if (hasStaticCaching(path)) {
    const answer = assetAnswer('refusal' in guarded ? guarded.refusal : null)
    if (onWorkers) return answer
    throw new AssetRefusal(answer)
  }
  if ('refusal' in guarded)
    return refusalResponse(guarded.refusal, securityHeaders(securityConfig(), newNonce(), false))
  const canonical = request.method === 'GET' || request.method === 'HEAD' ? canonicalPath(path) : null
  if (canonical !== null && canonical !== path) return toCanonical(canonical, request.url)
  // The guard's note about a form page's POST reaches its page through Start's request context.
  const context = { formPost: guarded.note ?? null }
  return ownOriginRedirect(await handler.fetch(guarded.request, { ...options, context }), BASE_SECURITY_HEADERS)
}

export default entry
