import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CMS_URL, get } from './helpers.mjs'

/*
 * The CMS's Prometheus metrics (src/lib/metrics.ts, src/middlewares/metrics.ts), on the test CMS started with
 * METRICS_PORT (scripts/test.sh gives its port here as CMS_METRICS_PORT): requests by route template, never by path,
 * on 127.0.0.1 only and never on the public port.
 */
const port = process.env.CMS_METRICS_PORT
const metrics = async () => (await fetch(`http://127.0.0.1:${port}/metrics`)).text()

test('requests are counted by route template: a made-up id or path makes no series of its own', {
  skip: port ? false : 'CMS_METRICS_PORT not given: the test CMS keeps no metrics',
}, async () => {
  const madeUp = `made${Date.now()}up`
  assert.equal((await get(`/api/projects/${madeUp}?locale=en`)).status, 404)
  assert.equal((await get(`/${madeUp}`)).status, 404)
  assert.equal((await get('/api/projects?locale=en')).status, 200)
  const text = await metrics()
  assert.match(text, /^http_requests_total\{route="\/api\/projects\/:id",method="GET",status="404"\} \d+/m)
  assert.match(text, /^http_requests_total\{route="\/api\/projects",method="GET",status="200"\} \d+/m)
  assert.match(text, /^http_request_duration_seconds_bucket\{le="\+Inf",route="\/api\/projects",method="GET"\} \d+/m)
  assert.match(text, /^process_cpu_seconds_total \d/m)
  assert.match(text, /^cms_backup_last_success_timestamp_seconds \d/m)
  assert.doesNotMatch(text, new RegExp(madeUp))
})

test('the public port has no /metrics', async () => {
  const answer = await fetch(`${CMS_URL}/metrics`)
  assert.equal(answer.status, 404)
  assert.doesNotMatch(await answer.text(), /process_cpu_seconds_total/)
})
