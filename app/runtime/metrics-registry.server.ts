import { createServer, type Server } from 'node:http'
import { methodLabel, REQUEST_BUCKETS, REQUEST_DURATION, REQUESTS_TOTAL } from '@origin/shared/request-metrics'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { CmsCallResult, MetricsSink, OutboxDepth } from './metrics.server'

/**
 * The Node server's metrics (decision 115): prom-client's registry with the process's own metrics and the site's,
 * served as Prometheus text on a listener of its own, bound to 127.0.0.1 (decision 116). Every label has few values:
 * routes are templates (`/blogs/$slug`, `unmatched`), methods outside HTTP's usual ones are `other`, CMS statuses are
 * their class.
 */

function cmsResultLabel(result: CmsCallResult): string {
  return typeof result === 'number' ? `${Math.floor(result / 100)}xx` : result
}

/** How long one reading of the outbox stands for every gauge of a scrape (and for scrapes a moment apart). */
const OUTBOX_READ_REUSE_MS = 1_000

export function siteRegistry(): { registry: Registry; sink: MetricsSink } {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry })

  const requests = new Counter({ ...REQUESTS_TOTAL, registers })
  const duration = new Histogram({ ...REQUEST_DURATION, buckets: [...REQUEST_BUCKETS], registers })
  const pageCache = new Counter({
    name: 'site_page_cache_lookups_total',
    help: 'Anonymous page views looked up in the rendered-page cache: hit or miss',
    labelNames: ['result'],
    registers,
  })
  const cmsCache = new Counter({
    name: 'site_cms_cache_lookups_total',
    help: 'CMS reads looked up in the CMS answer cache: fresh, stale (served while refreshed) or miss (fetched)',
    labelNames: ['result'],
    registers,
  })
  const cmsCalls = new Counter({
    name: 'site_cms_requests_total',
    help: "Calls to the CMS by method and result: the status's class, timeout or unreachable",
    labelNames: ['method', 'result'],
    registers,
  })
  const cmsDuration = new Histogram({
    name: 'site_cms_request_duration_seconds',
    help: 'Time the CMS took to answer a call (or to fail it)',
    labelNames: ['method'],
    buckets: [...REQUEST_BUCKETS],
    registers,
  })
  const webhooks = new Counter({
    name: 'site_revalidate_webhooks_total',
    help: 'Publish webhooks (/api/revalidate) received, by the status they were answered with',
    labelNames: ['status'],
    registers,
  })
  const refused = new Counter({
    name: 'site_guard_refusals_total',
    help: "Requests refused before the app saw them (the request guard, Node's HTTP parser), by status",
    labelNames: ['status'],
    registers,
  })
  const connectionsRefused = new Counter({
    name: 'site_connections_refused_total',
    help: 'Connections closed at once: their address already held CONNECTIONS_PER_CLIENT',
    registers,
  })
  const rateLimited = new Counter({
    name: 'site_form_rate_limited_total',
    help: "Form posts past their client's allowance, by form",
    labelNames: ['form'],
    registers,
  })

  let outbox: (() => Promise<OutboxDepth | null>) | null = null
  let lastRead: { at: number; depth: Promise<OutboxDepth | null> } | null = null
  const readOutbox = (): Promise<OutboxDepth | null> => {
    const read = outbox
    if (!read) return Promise.resolve(null)
    if (lastRead && Date.now() - lastRead.at < OUTBOX_READ_REUSE_MS) return lastRead.depth
    // A store that cannot be read (its database away) leaves the gauges out of this scrape, not the scrape failed.
    lastRead = { at: Date.now(), depth: read().catch(() => null) }
    return lastRead.depth
  }
  new Gauge({
    name: 'site_outbox_entries',
    help: 'Submissions in the outbox: pending (waiting for the CMS) or failed (refused by it, kept for a person)',
    labelNames: ['state'],
    registers,
    async collect() {
      const depth = await readOutbox()
      this.reset()
      if (!depth) return
      this.set({ state: 'pending' }, depth.pending)
      this.set({ state: 'failed' }, depth.failed)
    },
  })
  new Gauge({
    name: 'site_outbox_oldest_age_seconds',
    help: 'How long the oldest pending submission has waited (0 when none waits)',
    registers,
    async collect() {
      const depth = await readOutbox()
      this.reset()
      if (!depth) return
      this.set(depth.oldestCreatedAt === null ? 0 : Math.max(0, (Date.now() - depth.oldestCreatedAt) / 1000))
    },
  })
  let caches: (() => { cmsAnswers: number; pages: number }) | null = null
  new Gauge({
    name: 'site_cache_entries',
    help: 'Entries held in memory: rendered pages, CMS answers with content',
    labelNames: ['cache'],
    registers,
    collect() {
      this.reset()
      if (!caches) return
      const sizes = caches()
      this.set({ cache: 'pages' }, sizes.pages)
      this.set({ cache: 'cms' }, sizes.cmsAnswers)
    },
  })

  const sink: MetricsSink = {
    request(route, method, status, seconds) {
      requests.inc({ route, method: methodLabel(method), status: String(status) })
      duration.observe({ route, method: methodLabel(method) }, seconds)
    },
    pageCache: (result) => pageCache.inc({ result }),
    cmsCache: (result) => cmsCache.inc({ result }),
    cmsCall(method, result, seconds) {
      cmsCalls.inc({ method: methodLabel(method), result: cmsResultLabel(result) })
      cmsDuration.observe({ method: methodLabel(method) }, seconds)
    },
    webhook: (status) => webhooks.inc({ status: String(status) }),
    refused: (status) => refused.inc({ status: String(status) }),
    connectionRefused: () => connectionsRefused.inc(),
    rateLimited: (form) => rateLimited.inc({ form }),
    watchOutbox(depth) {
      outbox = depth
      lastRead = null
    },
    watchCaches(sizes) {
      caches = sizes
    },
  }
  return { registry, sink }
}

/** The servers answering metrics: the Node server's hooks for its one public server leave them alone. */
const metricsServers = new WeakSet<object>()

export function isMetricsServer(server: object): boolean {
  return metricsServers.has(server)
}

/**
 * A listener that answers `GET /metrics` with `registry`'s text and anything else with 404, on 127.0.0.1 only: the
 * metrics say how busy and how full this instance is, which is the operator's (decision 116).
 */
export function metricsServer(registry: Registry): Server {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n')
      return
    }
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
        response.end(request.method === 'HEAD' ? undefined : text)
      },
      () => response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('metrics failed\n'),
    )
  })
  metricsServers.add(server)
  // It never keeps a stopping process up: the public server's graceful stop decides when the process ends.
  server.unref()
  return server
}
