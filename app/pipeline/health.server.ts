import { isDraining } from '~/runtime/draining.server'
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
 * check *and* this instance holds no CMS content to serve in its place (a fresh instance during a CMS outage), or while
 * the instance drains on SIGTERM. The CMS's state is what a background check last saw (`cmsWatch`): a probe never
 * waits on the CMS. The body says what it saw of the CMS; what the caches hold goes to the log (`reportChange`).
 */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz'])

/** How long the CMS has to answer the readiness check. */
const CMS_HEALTH_TIMEOUT_MS = 2_000
/** How often each instance asks the CMS's `/_health` in the background (one check at a time). */
const CMS_CHECK_INTERVAL_MS = 1_000
/** How long a probe waits for the very first check: a CMS that answers at all answers in a few milliseconds. */
const FIRST_CHECK_WAIT_MS = 50

/** `ok`: Strapi's `/_health` answered 2xx in time; `slow`: it did not answer in time; `down`: refused or failed. */
export type CmsState = 'ok' | 'slow' | 'down'

type Fetch = (url: string, init: { signal: AbortSignal }) => Promise<{ ok: boolean }>

/**
 * What this instance last knew of the CMS, kept up to date by a check every `intervalMs` (issue 64.5): a probe reads
 * it and never waits on the CMS, so `/readyz` answers in a millisecond or two however slow the CMS is, and says what
 * the last check saw once it has seen it (a CMS that stops answering is `slow` after at most interval + timeout).
 * Before the first check is done a probe waits for it a little; past that it answers `slow`. The checks run on a timer
 * where there is one to keep (the Node server); elsewhere (a Worker) a probe starts one when the last is older than
 * the interval.
 */
export function cmsWatch({
  url,
  fetch: get,
  now = Date.now,
  intervalMs = CMS_CHECK_INTERVAL_MS,
  timeoutMs = CMS_HEALTH_TIMEOUT_MS,
}: {
  url: () => string
  fetch: Fetch
  now?: () => number
  intervalMs?: number
  timeoutMs?: number
}) {
  let known: { state: CmsState; at: number } | null = null
  let checking: { since: number; done: Promise<void> } | null = null
  let timer: ReturnType<typeof setInterval> | null = null

  const check = (): Promise<void> => {
    const since = now()
    // A check is abandoned past its own timeout and a margin (a runtime that cancelled it when the probe's answer went).
    if (checking && since - checking.since < timeoutMs + intervalMs) return checking.done
    const done = get(url(), { signal: AbortSignal.timeout(timeoutMs) })
      .then(
        (response): CmsState => (response.ok ? 'ok' : 'down'),
        (error: unknown): CmsState =>
          error instanceof DOMException && error.name === 'TimeoutError' ? 'slow' : 'down',
      )
      .then((state) => {
        known = { state, at: now() }
        if (checking?.done === done) checking = null
      })
    checking = { since, done }
    return done
  }

  const due = () => !known || now() - known.at >= intervalMs

  return {
    /** Starts the checks on a timer that does not keep the process up (once). */
    start(): void {
      if (timer) return
      timer = setInterval(() => {
        if (due()) void check()
      }, intervalMs)
      timer.unref?.()
      void check()
    },
    /** The CMS's state as last seen; the first time, after a short wait for the first check. */
    async state(): Promise<CmsState> {
      if (due() && !checking) void check()
      if (!known && checking) {
        let waited: ReturnType<typeof setTimeout> | undefined
        await Promise.race([
          checking.done,
          new Promise((resolve) => (waited = setTimeout(resolve, FIRST_CHECK_WAIT_MS))),
        ])
        clearTimeout(waited)
      }
      return known?.state ?? 'slow'
    },
  }
}

const watch = cmsWatch({
  url: () => `${siteEnv().STRAPI_URL.replace(/\/+$/, '')}/_health`,
  fetch: (url, init) => fetch(url, init),
})

/** The Node server's background checks, from its first request on (app/server.ts). */
export function startCmsChecks(): void {
  watch.start()
}

/** What the instance holds that it can serve without the CMS. */
export type CacheCounts = { cmsAnswers: number; pages: number }

export type Readiness = {
  ready: boolean
  cms: CmsState
  cachedCmsAnswers: number
  cachedPages: number
  draining?: true
}

/**
 * Ready unless the instance is stopping (its drain: shutdown.server.ts), or the CMS is not answering and there is no
 * content in memory to serve instead.
 */
export function readiness(cms: CmsState, caches: CacheCounts, draining = false): Readiness {
  return {
    ready: !draining && (cms === 'ok' || caches.cmsAnswers > 0),
    cms,
    cachedCmsAnswers: caches.cmsAnswers,
    cachedPages: caches.pages,
    ...(draining ? { draining: true as const } : {}),
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
  const state = readiness(await watch.state(), caches(), isDraining())
  reportChange(state)
  const body = { ready: state.ready, cms: state.cms, ...(state.draining ? { draining: true } : {}) }
  return answer(state.ready ? 200 : 503, `${JSON.stringify(body)}\n`, 'application/json')
}

let lastReported = ''

/**
 * The body is what a load balancer and an uptime monitor read, to anyone who asks: how full the caches are is the
 * operator's, in the log (a gauge of a flood that fills them, open to all, helped aim one). A line each time the
 * instance's readiness or the CMS's state changes, with the counts of that moment: a warning unless the CMS is ok.
 */
function reportChange(state: Readiness): void {
  const seen = `${state.ready}|${state.cms}|${state.draining ?? false}`
  if (seen === lastReported) return
  const first = lastReported === ''
  lastReported = seen
  if (first && state.cms === 'ok') return
  log(state.cms === 'ok' ? 'info' : 'warn', 'readiness.changed', state)
}
