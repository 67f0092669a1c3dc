import { afterEach, describe, expect, it } from 'vitest'
import { installMetrics, metrics } from './metrics.server'
import { isMetricsServer, metricsServer, siteRegistry } from './metrics-registry.server'

afterEach(() => installMetrics(undefined))

describe("the site's metrics", () => {
  it('count requests by route template, method and status, with their time, and the process its own', async () => {
    const { registry, sink } = siteRegistry()
    sink.request('/blogs/$slug', 'GET', 200, 0.02)
    sink.request('/blogs/$slug', 'GET', 200, 0.3)
    sink.request('unmatched', 'BREW', 404, 0.001)
    const text = await registry.metrics()
    expect(text).toContain('http_requests_total{route="/blogs/$slug",method="GET",status="200"} 2')
    expect(text).toContain('http_requests_total{route="unmatched",method="other",status="404"} 1')
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.025",route="/blogs/$slug",method="GET"} 1')
    expect(text).toContain('http_request_duration_seconds_count{route="/blogs/$slug",method="GET"} 2')
    expect(text).toMatch(/^process_cpu_seconds_total \d/m)
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m)
  })

  it("count the caches' lookups, CMS calls by status class or failure, webhooks, refusals and rate limits", async () => {
    const { registry, sink } = siteRegistry()
    sink.pageCache('hit')
    sink.pageCache('miss')
    sink.cmsCache('stale')
    sink.cmsCall('GET', 200, 0.05)
    sink.cmsCall('GET', 503, 0.05)
    sink.cmsCall('POST', 'timeout', 5)
    sink.webhook(401)
    sink.refused(413)
    sink.connectionRefused()
    sink.rateLimited('contact')
    const text = await registry.metrics()
    for (const line of [
      'site_page_cache_lookups_total{result="hit"} 1',
      'site_page_cache_lookups_total{result="miss"} 1',
      'site_cms_cache_lookups_total{result="stale"} 1',
      'site_cms_requests_total{method="GET",result="2xx"} 1',
      'site_cms_requests_total{method="GET",result="5xx"} 1',
      'site_cms_requests_total{method="POST",result="timeout"} 1',
      'site_cms_request_duration_seconds_count{method="GET"} 2',
      'site_revalidate_webhooks_total{status="401"} 1',
      'site_guard_refusals_total{status="413"} 1',
      'site_connections_refused_total 1',
      'site_form_rate_limited_total{form="contact"} 1',
    ])
      expect(text).toContain(line)
  })

  it("read the outbox's depth and the caches' sizes on each scrape, and leave out an outbox that cannot be read", async () => {
    const { registry, sink } = siteRegistry()
    expect(await registry.metrics()).not.toMatch(/^site_outbox_entries\{/m)
    const kept = Date.now() - 90_000
    sink.watchOutbox(async () => ({ pending: 3, failed: 1, oldestCreatedAt: kept }))
    sink.watchCaches(() => ({ cmsAnswers: 7, pages: 2 }))
    const text = await registry.metrics()
    expect(text).toContain('site_outbox_entries{state="pending"} 3')
    expect(text).toContain('site_outbox_entries{state="failed"} 1')
    const age = Number(/^site_outbox_oldest_age_seconds (\S+)/m.exec(text)?.[1])
    expect(age).toBeGreaterThanOrEqual(90)
    expect(age).toBeLessThan(120)
    expect(text).toContain('site_cache_entries{cache="pages"} 2')
    expect(text).toContain('site_cache_entries{cache="cms"} 7')
    sink.watchOutbox(() => Promise.reject(new Error('database away')))
    expect(await registry.metrics()).not.toMatch(/^site_outbox_entries\{/m)
  })

  it('cost nothing and fail nothing where no sink is installed (Workers, or METRICS_PORT unset)', () => {
    expect(() => metrics().request('/', 'GET', 200, 0.01)).not.toThrow()
    const { sink } = siteRegistry()
    installMetrics(sink)
    expect(metrics()).toBe(sink)
  })
})

describe('the metrics listener', () => {
  it('answers GET /metrics on 127.0.0.1 and nothing else, and is not the public server', async () => {
    const { registry, sink } = siteRegistry()
    sink.request('/', 'GET', 200, 0.01)
    const server = metricsServer(registry)
    expect(isMetricsServer(server)).toBe(true)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const info = server.address()
      if (typeof info !== 'object' || info === null) throw new Error('not listening on a port')
      const { address, port } = info
      expect(address).toBe('127.0.0.1')
      const answer = await fetch(`http://127.0.0.1:${port}/metrics`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toContain('text/plain')
      expect(await answer.text()).toContain('http_requests_total{route="/",method="GET",status="200"} 1')
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404)
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
