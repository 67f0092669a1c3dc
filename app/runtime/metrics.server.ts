/**
 * What the site counts for Prometheus (decision 115), as the app's code sees it: plain calls that cost nothing where no
 * metrics are kept. The counting itself (prom-client, its registry, the listener on 127.0.0.1:METRICS_PORT) is the
 * Node server's plugin (metrics.nitro.ts), which installs it here before the first request. The Node build bundles the
 * plugins apart from the app (each has its own copy of this module), so the installed sink lives on `globalThis`; on
 * Workers nothing installs one and every call is a no-op (Cloudflare's analytics count the requests there).
 */

/** What the outbox holds now: entries waiting for the CMS, entries it refused, and when the oldest waiting was kept. */
export type OutboxDepth = { pending: number; failed: number; oldestCreatedAt: number | null }

/** What the caches hold now (the same counts readiness reads, pipeline/health.server.ts). */
type CacheSizes = { cmsAnswers: number; pages: number }

/** How a CMS cache lookup went: fresh from memory, stale from memory (refreshed behind it), or fetched. */
type CmsCacheResult = 'fresh' | 'stale' | 'miss'

/** How a call to the CMS ended: its status, or why it has none. */
export type CmsCallResult = number | 'timeout' | 'unreachable'

export type MetricsSink = {
  /** One answered request: its route template (request-log.server.ts `routeOf`), method, status and time taken. */
  request(route: string, method: string, status: number, seconds: number): void
  /** A page the page cache could have answered: `hit`, or `miss` (rendered). */
  pageCache(result: 'hit' | 'miss'): void
  cmsCache(result: CmsCacheResult): void
  cmsCall(method: string, result: CmsCallResult, seconds: number): void
  /** A publish webhook (/api/revalidate) and the status it was answered with. */
  webhook(status: number): void
  /**
   * A request refused before the app saw it, by its status: by the request guard (400, 404, 405, 413, 429) or by
   * Node's HTTP parser (400, 408, 413, 431).
   */
  refused(status: number): void
  /** A connection closed at once: its address already holds CONNECTIONS_PER_CLIENT. */
  connectionRefused(): void
  /** A form post past its client's allowance. */
  rateLimited(form: string): void
  /** Read on every scrape. */
  watchOutbox(depth: () => Promise<OutboxDepth | null>): void
  watchCaches(sizes: () => CacheSizes): void
}

declare global {
  /** The sink the Node server's plugin installed (see above); undefined elsewhere. */
  var __originSiteMetrics: MetricsSink | undefined
}

const ignore = () => undefined
const none: MetricsSink = {
  request: ignore,
  pageCache: ignore,
  cmsCache: ignore,
  cmsCall: ignore,
  webhook: ignore,
  refused: ignore,
  connectionRefused: ignore,
  rateLimited: ignore,
  watchOutbox: ignore,
  watchCaches: ignore,
}

export function metrics(): MetricsSink {
  return globalThis.__originSiteMetrics ?? none
}

export function installMetrics(sink: MetricsSink | undefined): void {
  globalThis.__originSiteMetrics = sink
}
