import { siteEnv } from './env.server'
import { BASE_SECURITY_HEADERS } from './security-headers'

/**
 * What a load balancer or an uptime monitor asks (issue 29): `/healthz`, the process is up (no CMS call); `/readyz`,
 * the CMS answers its own health check within a short time, so this instance can serve pages. Both are answered
 * before anything else (app/server.ts): never cached, never logged per hit, never counted against a rate limit.
 */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz'])

/** How long the CMS has to answer the readiness check. */
const CMS_HEALTH_TIMEOUT_MS = 2_000
/** How long one answer of the CMS stands for every probe: many probes a second cost one CMS call. */
const READINESS_REUSE_MS = 1_000

let lastCheck: { at: number; ready: Promise<boolean> } | null = null

/** Whether Strapi's `/_health` answers 2xx in time; one check at a time, reused for a second. */
function cmsReady(now = Date.now()): Promise<boolean> {
  if (lastCheck && now - lastCheck.at < READINESS_REUSE_MS) return lastCheck.ready
  const url = `${siteEnv().STRAPI_URL.replace(/\/+$/, '')}/_health`
  const ready = fetch(url, { signal: AbortSignal.timeout(CMS_HEALTH_TIMEOUT_MS) }).then(
    (response) => response.ok,
    () => false,
  )
  lastCheck = { at: now, ready }
  return ready
}

function plain(status: number, text: string, extra: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, {
    status,
    headers: {
      ...BASE_SECURITY_HEADERS,
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...extra,
    },
  })
}

/** The answer to a health path (`path` is one of HEALTH_PATHS). */
export async function healthAnswer(request: Request, path: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'method', { Allow: 'GET, HEAD' })
  if (path === '/healthz') return plain(200, 'ok')
  return (await cmsReady()) ? plain(200, 'ready') : plain(503, 'cms')
}
