import { siteEnv } from '~/runtime/env.server'
import { log } from '~/runtime/log.server'
import { BASE_SECURITY_HEADERS } from './security-headers'

/**
 * What a load balancer or an uptime monitor asks (decision 052): `/healthz`, the process is up (no CMS call);
 * `/readyz`, this instance can serve pages. Both are answered before anything else (app/server.ts): never cached, never
 * logged per hit, never counted against a rate limit.
 *
 * Ready means "can serve a page", not "the CMS is fast": pages come from the site's caches while the CMS is slow or
 * down (stale content for up to a day, content/cms-cache.server.ts). A CMS slowed by a burst of reads once made every
 * instance answer 503 at the same moment while each still served every page from its caches; a load balancer that
 * followed it would have taken the whole site out. So `/readyz` is 503 only when the CMS does not answer its health
 * check *and* this instance holds no CMS content to serve in its place (a fresh instance during a CMS outage). The
 * body says what it saw of the CMS; what the caches hold goes to the log (`reportChange`).
 */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz'])

/** How long the CMS has to answer the readiness check. */
const CMS_HEALTH_TIMEOUT_MS = 2_000
/** How long one answer of the CMS stands for every probe: many probes a second cost one CMS call. */
const READINESS_REUSE_MS = 1_000

/** `ok`: Strapi's `/_health` answered 2xx in time; `slow`: it did not answer in time; `down`: refused or failed. */
export type CmsState = 'ok' | 'slow' | 'down'

let lastCheck: { at: number; state: Promise<CmsState> } | null = null

/** The CMS's state; one check at a time, reused for a second. */
function cmsState(now = Date.now()): Promise<CmsState> {
  if (lastCheck && now - lastCheck.at < READINESS_REUSE_MS) return lastCheck.state
  const url = `${siteEnv().STRAPI_URL.replace(/\/+$/, '')}/_health`
  const state = fetch(url, { signal: AbortSignal.timeout(CMS_HEALTH_TIMEOUT_MS) }).then(
    (response): CmsState => (response.ok ? 'ok' : 'down'),
    (error: unknown): CmsState => (error instanceof DOMException && error.name === 'TimeoutError' ? 'slow' : 'down'),
  )
  lastCheck = { at: now, state }
  return state
}

/** What the instance holds that it can serve without the CMS. */
export type CacheCounts = { cmsAnswers: number; pages: number }

export type Readiness = { ready: boolean; cms: CmsState; cachedCmsAnswers: number; cachedPages: number }

/** Ready unless the CMS is not answering and there is no content in memory to serve instead. */
export function readiness(cms: CmsState, caches: CacheCounts): Readiness {
  return {
    ready: cms === 'ok' || caches.cmsAnswers > 0,
    cms,
    cachedCmsAnswers: caches.cmsAnswers,
    cachedPages: caches.pages,
  }
}

function answer(status: number, body: string, type: string, extra: Record<string, string> = {}): Response {
  return new Response(body, {
    status,
    headers: { ...BASE_SECURITY_HEADERS, 'Content-Type': type, 'Cache-Control': 'no-store', ...extra },
  })
}

/** The answer to a health path (`path` is one of HEALTH_PATHS); `caches` counts what the caches hold now. */
export async function healthAnswer(request: Request, path: string, caches: () => CacheCounts): Promise<Response> {
  const text = 'text/plain; charset=utf-8'
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return answer(405, 'method\n', text, { Allow: 'GET, HEAD' })
  if (path === '/healthz') return answer(200, 'ok\n', text)
  const state = readiness(await cmsState(), caches())
  reportChange(state)
  return answer(
    state.ready ? 200 : 503,
    `${JSON.stringify({ ready: state.ready, cms: state.cms })}\n`,
    'application/json',
  )
}

let lastReported = ''

/**
 * The body is what a load balancer and an uptime monitor read, to anyone who asks: how full the caches are is the
 * operator's, in the log (a gauge of a flood that fills them, open to all, helped aim one). A line each time the
 * instance's readiness or the CMS's state changes, with the counts of that moment: a warning unless the CMS is ok.
 */
function reportChange(state: Readiness): void {
  const seen = `${state.ready}|${state.cms}`
  if (seen === lastReported) return
  const first = lastReported === ''
  lastReported = seen
  if (first && state.cms === 'ok') return
  log(state.cms === 'ok' ? 'info' : 'warn', 'readiness.changed', state)
}
