// Debian's real Prometheus scrapes the site and the CMS, with the shipped alert rules loaded (ops/prometheus/):
//   STRAPI_URL=http://127.0.0.1:1338 TEST_CMS_METRICS_PORT=9338 node scripts/check/prometheus.mjs
// against a test CMS started with METRICS_PORT (scripts/test.sh starts its test CMS so) and the production build,
// which this script starts itself with METRICS_PORT. It checks: promtool on the shipped configuration, rules and the
// rules' unit tests; both targets up; the series the alerts and the dashboard read present, with route templates as
// their `route`; every rule evaluated without error; every query of the dashboard valid; and no metrics on either
// public port. Ports (each movable): PROMETHEUS_PORT 9291, PROMETHEUS_SITE_PORT 3214, PROMETHEUS_SITE_METRICS_PORT
// 9314, TEST_CMS_METRICS_PORT 9338.
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { cmsEnv } from '../../tests/cms-env.mjs'
import { siteServerEnv } from '../../tests/e2e/site-env.mjs'

const OPS = resolve('ops/prometheus')
const cms = (process.env.STRAPI_URL ?? 'http://127.0.0.1:1338').replace(/\/+$/, '')
const prometheusPort = Number(process.env.PROMETHEUS_PORT ?? 9291)
const sitePort = Number(process.env.PROMETHEUS_SITE_PORT ?? 3214)
const siteMetricsPort = Number(process.env.PROMETHEUS_SITE_METRICS_PORT ?? 9314)
const cmsMetricsPort = Number(process.env.TEST_CMS_METRICS_PORT ?? 9338)
const site = `http://127.0.0.1:${sitePort}`
const prometheus = `http://127.0.0.1:${prometheusPort}`
const dir = mkdtempSync(join(tmpdir(), 'prometheus-check-'))

const failures = []
const fail = (message) => {
  failures.push(message)
  console.error(`  ✗ ${message}`)
}
const ok = (message) => console.log(`  ✓ ${message}`)

/** Polls `probe` (a value, or null while not yet) until it gives one or `seconds` pass. */
async function waitFor(probe, seconds) {
  const until = Date.now() + seconds * 1000
  for (;;) {
    const value = await probe().catch(() => null)
    if (value !== null && value !== undefined) return value
    if (Date.now() > until) return null
    await new Promise((done) => setTimeout(done, 250))
  }
}

// ---- promtool: the shipped configuration, the rules, and a unit test of each alert ----
for (const args of [
  ['check', 'config', join(OPS, 'prometheus.yml')],
  ['check', 'rules', join(OPS, 'alerts.yml')],
  ['test', 'rules', join(OPS, 'alerts.test.yml')],
]) {
  try {
    execFileSync('promtool', args, { stdio: 'pipe' })
    ok(`promtool ${args.slice(0, 2).join(' ')} ${args[2].slice(OPS.length + 1)}`)
  } catch (error) {
    fail(`promtool ${args.join(' ')}:\n${error.stdout ?? ''}${error.stderr ?? ''}`)
  }
}
const alertsTested = [...readFileSync(join(OPS, 'alerts.test.yml'), 'utf8').matchAll(/^\s+alertname: (\w+)/gm)].map(
  (match) => match[1],
)
const alerts = [...readFileSync(join(OPS, 'alerts.yml'), 'utf8').matchAll(/^\s+- alert: (\w+)/gm)].map((m) => m[1])
const untested = alerts.filter((alert) => !alertsTested.includes(alert))
if (untested.length > 0) fail(`alerts without a unit test in alerts.test.yml: ${untested.join(', ')}`)
else ok(`each of the ${alerts.length} alerts has a unit test`)

// ---- the site, production build, its metrics on a port of its own ----
const siteProcess = spawn('node', ['.output/server/index.mjs'], {
  env: siteServerEnv(sitePort, {
    STRAPI_URL: cms,
    METRICS_PORT: String(siteMetricsPort),
    OUTBOX_DIR: join(dir, 'outbox'),
    REVALIDATE_SECRET: cmsEnv('REVALIDATE_SECRET'),
    CMS_WRITE_TOKEN: cmsEnv('CMS_WRITE_TOKEN'),
  }),
  stdio: ['ignore', 'pipe', 'pipe'],
})
let siteOutput = ''
siteProcess.stdout.on('data', (chunk) => {
  siteOutput += chunk
})
siteProcess.stderr.on('data', (chunk) => {
  siteOutput += chunk
})

// ---- Prometheus, scraping both every second, with the shipped rules ----
const config = `global:
  scrape_interval: 1s
  evaluation_interval: 1s
rule_files:
  - ${join(OPS, 'alerts.yml')}
scrape_configs:
  - job_name: site
    static_configs:
      - targets: ['127.0.0.1:${siteMetricsPort}']
  - job_name: cms
    static_configs:
      - targets: ['127.0.0.1:${cmsMetricsPort}']
`
writeFileSync(join(dir, 'prometheus.yml'), config)
const prometheusProcess = spawn(
  'prometheus',
  [
    `--config.file=${join(dir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${prometheusPort}`,
  ],
  { stdio: ['ignore', 'ignore', 'pipe'] },
)
let prometheusOutput = ''
prometheusProcess.stderr.on('data', (chunk) => {
  prometheusOutput += chunk
})

// Stopped on any way out; on the normal ones, waited for before their folder is removed (Prometheus writes to it).
process.on('exit', () => {
  siteProcess.kill('SIGKILL')
  prometheusProcess.kill('SIGKILL')
})
async function stopAll() {
  await Promise.all(
    [siteProcess, prometheusProcess].map(
      (child) =>
        new Promise((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done()
          child.once('exit', done)
          child.kill('SIGTERM')
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
        }),
    ),
  )
  rmSync(dir, { recursive: true, force: true })
}

async function api(path) {
  const answer = await fetch(`${prometheus}${path}`)
  const body = await answer.json()
  if (body.status !== 'success') throw new Error(`${path}: ${JSON.stringify(body)}`)
  return body.data
}

try {
  const up = await waitFor(async () => ((await fetch(`${site}/healthz`)).ok ? true : null), 60)
  if (!up) throw new Error(`the site did not start:\n${siteOutput}`)
  // What the series below come from: pages (cold, then from the page cache), a path the site does not have, a
  // publish webhook with a wrong secret, and the calls these make to the CMS.
  for (const path of ['/', '/', '/blogs', '/about', '/om-oss', '/wp-login.php', '/favicon.svg'])
    await (await fetch(`${site}${path}`)).text()
  // A file of the build's, as the browser fetches it (the static file server answers it before the app), and a path
  // the CMS does not have, which its admin panel's catch-all answers.
  const script = (await (await fetch(`${site}/about`)).text()).match(/\/assets\/[\w.-]+\.js/)?.[0]
  if (script) await (await fetch(`${site}${script}`)).arrayBuffer()
  else fail('/about links no script under /assets/')
  await (await fetch(`${cms}/wp-login.php`)).text()
  const hook = await fetch(`${site}/api/revalidate`, { method: 'POST', headers: { 'X-Revalidate-Secret': 'wrong' } })
  if (hook.status !== 401) fail(`a webhook with a wrong secret answered ${hook.status}, not 401`)

  // The metrics are on their own port only: neither public port answers them.
  for (const [name, url] of [
    ['site', `${site}/metrics`],
    ['CMS', `${cms}/metrics`],
  ]) {
    const answer = await fetch(url)
    const text = await answer.text()
    if (answer.status === 200 || text.includes('process_cpu_seconds_total'))
      fail(`the ${name}'s public port answers ${url} with ${answer.status}`)
    else ok(`the ${name}'s public port has no /metrics (${answer.status})`)
  }

  const targets = await waitFor(async () => {
    const { activeTargets } = await api('/api/v1/targets')
    const jobs = Object.fromEntries(activeTargets.map((target) => [target.labels.job, target]))
    return jobs.site?.health === 'up' && jobs.cms?.health === 'up' ? jobs : null
  }, 60)
  if (!targets) {
    const { activeTargets } = await api('/api/v1/targets')
    for (const target of activeTargets.filter((each) => each.health !== 'up'))
      fail(`target ${target.scrapeUrl}: ${target.health} ${target.lastError}`)
  } else ok('Prometheus scrapes both: site and CMS targets are up')

  const series = [
    'http_requests_total{job="site",route="/",method="GET",status="200"}',
    'http_requests_total{job="site",route="/om-oss",method="GET",status="200"}',
    'http_requests_total{job="site",route="unmatched",method="GET",status="404"}',
    'http_request_duration_seconds_bucket{job="site",route="/blogs",le="+Inf"}',
    'http_requests_total{job="site",route="/assets/*",method="GET",status="200"}',
    'http_requests_total{job="site",route="/favicon.svg",method="GET",status="200"}',
    'site_page_cache_lookups_total{job="site",result="hit"}',
    'site_page_cache_lookups_total{job="site",result="miss"}',
    'site_cms_cache_lookups_total{job="site",result="miss"}',
    'site_cms_requests_total{job="site",method="GET",result="2xx"}',
    'site_cms_request_duration_seconds_count{job="site"}',
    'site_revalidate_webhooks_total{job="site",status="401"}',
    'site_outbox_entries{job="site",state="pending"}',
    'site_outbox_oldest_age_seconds{job="site"}',
    'site_cache_entries{job="site",cache="pages"}',
    'process_cpu_seconds_total{job="site"}',
    'nodejs_eventloop_lag_p99_seconds{job="site"}',
    'http_requests_total{job="cms",route=~"/api/.+",method="GET",status="200"}',
    'http_requests_total{job="cms",route="unmatched",method="GET",status="404"}',
    'http_request_duration_seconds_bucket{job="cms",le="+Inf"}',
    'process_cpu_seconds_total{job="cms"}',
    'cms_backup_last_success_timestamp_seconds{job="cms"}',
  ]
  for (const selector of series) {
    const found = await waitFor(async () => {
      const { result } = await api(`/api/v1/query?query=${encodeURIComponent(selector)}`)
      return result.length > 0 ? result : null
    }, 20)
    if (found) ok(`series ${selector}`)
    else fail(`no series ${selector}`)
  }

  // A route label is a template: no CMS route names a document, no site route a slug.
  const { result: cmsRoutes } = await api(
    `/api/v1/query?query=${encodeURIComponent('count by (route) (http_requests_total{job="cms"})')}`,
  )
  const concrete = cmsRoutes.map((row) => row.metric.route).filter((route) => /\/[a-z0-9]{24}(\/|$)/.test(route))
  if (concrete.length > 0) fail(`CMS routes that name a document: ${concrete.join(', ')}`)
  // A catch-all's pattern (`([^/]*)`) reads as a route of ours: the paths it takes are `/admin/*` or `unmatched`.
  const patterns = cmsRoutes.map((row) => row.metric.route).filter((route) => /^(?=.*[(*])[/(.*)[\]^]*$/.test(route))
  if (patterns.length > 0) fail(`CMS routes labelled by a catch-all's pattern: ${patterns.join(', ')}`)
  const { result: siteRoutes } = await api(
    `/api/v1/query?query=${encodeURIComponent('count by (route) (http_requests_total{job="site"})')}`,
  )
  const routes = siteRoutes.map((row) => row.metric.route).sort()
  if (routes.includes('/wp-login.php')) fail(`a made-up path became a route: ${routes.join(', ')}`)
  else ok(`the site's routes are templates: ${routes.join(', ')}`)

  // The shipped rules loaded and evaluated against real series without an error.
  const evaluated = await waitFor(async () => {
    const { groups } = await api('/api/v1/rules')
    const rules = groups.flatMap((group) => group.rules)
    return rules.length === alerts.length && rules.every((rule) => rule.health === 'ok') ? rules : null
  }, 30)
  if (evaluated) ok(`Prometheus evaluates all ${evaluated.length} alert rules without error`)
  else {
    const { groups } = await api('/api/v1/rules')
    for (const rule of groups.flatMap((group) => group.rules))
      if (rule.health !== 'ok') fail(`rule ${rule.name}: ${rule.health} ${rule.lastError ?? ''}`)
    if (groups.flatMap((group) => group.rules).length !== alerts.length) fail('not every rule was loaded')
  }

  // Every query of the dashboard is one Prometheus takes (Grafana's variables given their widest values).
  const dashboard = JSON.parse(readFileSync(join(OPS, 'dashboard.json'), 'utf8'))
  const exprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr))
  let bad = 0
  for (const expr of exprs) {
    const query = expr.replaceAll('$__rate_interval', '1m').replaceAll('$site', '.*').replaceAll('$cms', '.*')
    try {
      await api(`/api/v1/query?query=${encodeURIComponent(query)}`)
    } catch (error) {
      bad++
      fail(`dashboard query ${expr}: ${error.message}`)
    }
  }
  if (bad === 0) ok(`the dashboard's ${exprs.length} queries are valid`)
} catch (error) {
  fail(String(error?.stack ?? error))
}

await stopAll()
if (failures.length > 0) {
  console.error(`\n${failures.length} failed. Prometheus said:\n${prometheusOutput.split('\n').slice(-20).join('\n')}`)
  console.error(`The site said:\n${siteOutput.split('\n').slice(-20).join('\n')}`)
  process.exit(1)
}
console.log('Prometheus check passed')
