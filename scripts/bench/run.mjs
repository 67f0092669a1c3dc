// The performance bench: prints numbers and checks the bars; never a timed test.
//
//   node scripts/bench/run.mjs [--short] [--write] [--only=size,live,interactions,images,lighthouse,throughput,load]
//                              [--screens=about,home]
//
// `--screens=` measures those screens only, in both languages (the size and live parts otherwise take each screen's
// first path): a quick read of the screens a branch changes.
//
// BENCH_PORT=3310 moves its three servers (site, cold site, baseline) to 3310–3312, off another bench's on a shared
// machine (default 3250).
//
// Needs the production build (`npm run build`) and a seeded CMS at STRAPI_URL (default http://127.0.0.1:1337).
// It starts its own servers: the site (cached and cold) and a bare TanStack Start + React Query page built from
// scripts/bench/baseline as the bundle-size baseline. `--short` is the CI form (fewer routes and runs, shorter loads;
// the timing-sensitive bars are looser ones a busy 2-core machine still clears). `--write` puts the figures into
// docs/performance.md.
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { runnerImport } from 'vite'
import { chromiumLaunchOptions } from '../../tests/chromium.mjs'
import { siteServerEnv } from '../../tests/e2e/site-env.mjs'
import { IMAGE_PAGES, measureImageBytes } from './images.mjs'
import { measureInteractions } from './interactions.mjs'
import { measureLiveMedian, THROTTLED_PHONE } from './live.mjs'

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js')
const args = new Set(process.argv.slice(2))
const short = args.has('--short')
const only = [...args]
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',')
const wants = (part) => !only || only.includes(part)
const chosenScreens = [...args]
  .find((a) => a.startsWith('--screens='))
  ?.slice(10)
  .split(',')
const cms = process.env.STRAPI_URL ?? 'http://127.0.0.1:1337'
/** Lighthouse starts Chromium itself (chrome-launcher): the same browser and flags, headless. */
const chromeFlags = ['--headless=new', ...chromiumLaunchOptions.args]
const firstPort = Number(process.env.BENCH_PORT ?? 3250)
const PORTS = {
  site: firstPort,
  cold: firstPort + 1,
  baseline: firstPort + 2,
  load: firstPort + 3,
  inspector: firstPort + 4,
}

// The e2e suite's pages (tests/e2e/pages.ts, from the route table), loaded by Vite as the tests load them. Vite sets
// NODE_ENV to development where it is unset, and the builds and servers started below inherit the environment (the
// baseline then built React's development JSX and answered 500): it is put back as it was.
const nodeEnv = process.env.NODE_ENV
const { publicPages, sharedPages, isDocumentScreen } = (
  await runnerImport(fileURLToPath(new URL('../../tests/e2e/pages.ts', import.meta.url)), {
    configFile: false,
    logLevel: 'error',
  })
).module
if (nodeEnv === undefined) delete process.env.NODE_ENV
else process.env.NODE_ENV = nodeEnv
/** The pages as [screen, path…]: both languages; the legal pages in English only. */
const allPages = [
  ...publicPages.map(({ screen, en, no }) => [screen, en, no]),
  ...sharedPages.map((path) => [path.slice(1), path]),
]
/** The pages measured: with `--screens=`, each path of those screens as a page of its own. */
const pages = chosenScreens
  ? allPages
      .filter(([screen]) => chosenScreens.includes(screen))
      .flatMap(([screen, ...paths]) => paths.map((path) => [screen, path]))
  : allPages
/**
 * A page without React (decision 055) loads its one small script, whatever the machine: KB gzip on a phone,
 * and at desktop widths where smooth scrolling's Lenis joins it at the first scroll.
 */
const DOCUMENT_PAGE_JS = { documentPhoneKb: 3, documentDesktopKb: 8 }
/** The screens whose pages are documents without React (the route table's), the legal pages among them. */
const DOCUMENT_SCREENS = new Set(allPages.map(([screen]) => screen).filter(isDocumentScreen))

/**
 * The bars that move with the machine's speed. The full bench (a quiet machine, the documented figures) holds the
 * strict ones; CI's short form, on a shared 2-core machine, looser ones that still catch a real regression. Lighthouse
 * multiplies the main-thread time it observes by its CPU slowdown, so a busy machine costs home 10–15 points (84 was
 * seen in CI, 83 in a full bench on a slow machine; later the same build read 81 and 85 on a quiet 2-core machine and
 * 79 as the median of three in CI, where Strapi, the site and Chromium share the two cores: a bar of 80 sat inside
 * that noise; home then read exactly 75 in the CI runs of 2026-11-27, with the bare page live at 3.0 s, so a bar of 75
 * sat inside it too); a render-blocking script or an unoptimised hero costs 20–40, which 70 still catches. A
 * page cache that stopped working takes cached SSR to the cold rate, about a twentieth of a static file's. The live
 * time on a throttled phone was 3.3 s on a project page on a machine running two other builds; an app that waited for
 * its 3 s fallback to start would be live after 4.5 s. On a slower host home read 4.5–4.8 s, so CI's live bars are also
 * relative to the bare page measured in the same run, whichever is larger. That page is served compressed as the site
 * is (until 2026-11-28 it was not: 364 KB of raw JavaScript on the throttled link put it at 3.0–3.1 s whatever the
 * CPU); compressed it is live at 1.5–1.7 s on a host where the routes read 2.6–3.6 s (1.7–2.4×), so 3.2 × it and
 * 2.4 × it for the dead window keep the allowance CI's hosts had (4.7–5.1 s and 3.6–3.9 s; home read 2.8–3.8 s there).
 * Bundle sizes do not depend on the machine: CI's looser ratio is the one every route met before the 1.2 × bar, so
 * it catches growth while that bar is still being reached.
 */
const BARS = short
  ? {
      performance: 70,
      textPerformance: 70,
      cachedSsr: 0.3,
      jsRatio: 1.3,
      formJsRatio: 1.45,
      liveMs: 4500,
      deadMs: 3500,
      liveGauge: 3.2,
      deadGauge: 2.4,
      interactionMs: 400,
      ...DOCUMENT_PAGE_JS,
    }
  : {
      // Every route 99 or more, a page without React 100 with no blocking time.
      performance: 99,
      textPerformance: 100,
      cachedSsr: 0.5,
      jsRatio: 1.2,
      formJsRatio: 1.35,
      liveMs: 1800,
      deadMs: 1100,
      // A page without React live within 100 ms of its paint; a React page as REACT_LIVE_VS_BARE says.
      documentLiveAfterPaintMs: 100,
      interactionMs: 120,
      ...DOCUMENT_PAGE_JS,
    }
/**
 * Issue 65, item 4: a page that stays React is live no later than when that issue was filed, read against the bare
 * page in the same run as its table was (bare page live at 1304 ms; the projects list 2177, contact 2127, a job
 * opening 2295). Issue 51's 1.1 × was measured unreachable while a React page hydrates the whole document (its note,
 * 2026-11-29: 1.53–1.68 ×), and issue 65 replaced it with this one.
 */
const REACT_LIVE_VS_BARE = { projects: 1.67, contact: 1.63, career: 1.76 }
const reactLiveBars = Object.entries(REACT_LIVE_VS_BARE).map(([screen, ratio]) => `${screen} ${ratio}×`)
/** The routes of the two forms, which carry TanStack Form (decision 057): a bar of their own. */
const FORM_SCREENS = new Set(['contact', 'career'])
/**
 * The screen component chunk a file is, by the name the build gives it (build/start.plugin.ts: `<Name>Screen-<hash>.js`
 * after the screen's file); null for any other. A page that loads another screen's chunk, or two screens sharing one,
 * means code splitting broke.
 */
const screenChunkOf = (file) => /^([A-Z]\w*Screen)-/.exec(file)?.[1] ?? null

const failures = []
const report = []
const check = (ok, message) => {
  const line = `${ok ? 'PASS' : 'FAIL'}  ${message}`
  console.log(line)
  report.push(line)
  if (!ok) failures.push(message)
}

function start(name, script, port, env = {}, nodeOptions = []) {
  const child = spawn('node', [...nodeOptions, script], {
    env: siteServerEnv(port, {
      STRAPI_URL: cms,
      // The load generator is one address standing for many visitors: no cap on its connections (app/server/
      // connection-limits.server.ts would close all but 32 of its 100).
      CONNECTIONS_PER_CLIENT: '0',
      ...env,
    }),
    stdio: 'ignore',
  })
  child.name = name
  return child
}

async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not come up`)
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

const children = []
const stopAll = () => {
  for (const child of children) child.kill()
}
process.on('exit', stopAll)

const site = `http://127.0.0.1:${PORTS.site}`
children.push(start('site', '.output/server/index.mjs', PORTS.site))
await waitFor(`${site}/terms`)
const tables = {}

/** Each part's time, printed at the end: where a run of the bench spends its minutes (CI's short form included). */
const partTimes = []
let partStarted = performance.now()
function partDone(name) {
  const now = performance.now()
  partTimes.push(`${name} ${Math.round((now - partStarted) / 1000)} s`)
  partStarted = now
}
partDone('start')

/** The bare TanStack Start + React Query page: built and started once, for size and live time. */
const BASELINE = 'scripts/bench/baseline'
let baselineUrl
async function startBaseline() {
  if (baselineUrl) return baselineUrl
  const built = spawnSync('npx', ['vite', 'build', '-c', `${BASELINE}/vite.config.ts`, '--logLevel', 'error'], {
    stdio: 'inherit',
  })
  if (built.status !== 0) throw new Error('the baseline did not build')
  const url = `http://127.0.0.1:${PORTS.baseline}`
  children.push(start('baseline', `${BASELINE}/.output/server/index.mjs`, PORTS.baseline))
  await waitFor(`${url}/`)
  baselineUrl = url
  return url
}

// ---------- client JavaScript per route ----------
if (wants('size')) {
  console.log('\n# Client JavaScript (KB gzip, desktop viewport, everything loaded until the network is idle)')
  const baseline = await startBaseline()
  const browser = await chromium.launch(chromiumLaunchOptions)
  const measure = async (url, viewport) => {
    // A phone is a touch screen: what a page loads only for a mouse (a drag strip's code) is not counted there.
    const context = await browser.newContext({
      viewport,
      ...(viewport.width < 768 ? { isMobile: true, hasTouch: true } : {}),
    })
    const page = await context.newPage()
    const files = new Map()
    // Every script's body is read before the page closes: a body still arriving at network idle would otherwise be
    // dropped and the KB under-counted. A body that cannot be read fails the bench (a redirect has none; its target
    // is counted).
    const reads = []
    page.on('response', (response) => {
      if (!(response.headers()['content-type'] ?? '').includes('javascript')) return
      if (response.status() >= 300 && response.status() < 400) return
      const name = response.url().split('/').pop()
      reads.push(
        response.body().then(
          (body) => files.set(name, gzipSync(body).length),
          (error) => {
            throw new Error(`${url}: the body of ${name} could not be read (${error.message})`)
          },
        ),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await Promise.all(reads)
    await context.close()
    const kb = [...files.values()].reduce((a, b) => a + b, 0) / 1024
    return { kb: Number(kb.toFixed(1)), files: [...files.keys()] }
  }
  const desktop = { width: 1280, height: 800 }
  const phone = { width: 412, height: 915 }
  const base = await measure(`${baseline}/`, desktop)
  const rows = []
  /** Each React screen's chunk, as its first page loaded it. */
  const screenChunks = {}
  for (const [screen, ...paths] of short ? pages.filter(([s]) => ['home', 'project', 'terms'].includes(s)) : pages) {
    const path = paths[0]
    const d = await measure(site + path, desktop)
    const m = await measure(site + path, phone)
    rows.push({ route: path, desktopKb: d.kb, phoneKb: m.kb, files: d.files.length, form: FORM_SCREENS.has(screen) })
    if (DOCUMENT_SCREENS.has(screen)) {
      check(
        [...d.files, ...m.files].every((file) => file.startsWith('document-')),
        `${path} is a page without React: it loads its document script only (${[...new Set([...d.files, ...m.files])]})`,
      )
      check(m.kb <= BARS.documentPhoneKb, `${path} phone ${m.kb} KB ≤ ${BARS.documentPhoneKb} KB`)
      check(d.kb <= BARS.documentDesktopKb, `${path} desktop ${d.kb} KB ≤ ${BARS.documentDesktopKb} KB`)
      continue
    }
    const chunks = [...new Set(d.files.map(screenChunkOf).filter(Boolean))]
    check(chunks.length === 1, `${path} loads one screen's code, its own (${chunks.join(', ') || 'none'})`)
    const other = Object.entries(screenChunks).find(([name, chunk]) => name !== screen && chunk === chunks[0])
    check(!other, `${path} loads a chunk of its own${other ? ` (${chunks[0]} is also ${other[0]}'s)` : ''}`)
    screenChunks[screen] = chunks[0]
  }
  await browser.close()
  for (const row of rows) {
    const kb = Math.max(row.desktopKb, row.phoneKb)
    // Three places: at two, 142.5 KB on a 118.4 KB baseline (1.2035×) read 1.2 and passed a bar of 1.2.
    row.ratio = Number((kb / base.kb).toFixed(3))
    const ratio = row.form ? BARS.formJsRatio : BARS.jsRatio
    check(kb <= ratio * base.kb, `${row.route} ${kb} KB ≤ ${ratio} × baseline ${base.kb} KB (${row.ratio}×)`)
    delete row.form
  }
  // TanStack Form's devtools event client (about 2 KB gzip, polling for a panel the site never has) is replaced in the
  // build (build/form-devtools-off.ts, decision 125): no client chunk, loaded now or later, may carry the real one.
  const CLIENT_ASSETS = '.output/public/assets'
  const devtools = readdirSync(CLIENT_ASSETS).filter(
    (file) =>
      file.endsWith('.js') && readFileSync(`${CLIENT_ASSETS}/${file}`, 'utf8').includes('__TANSTACK_EVENT_TARGET__'),
  )
  check(
    devtools.length === 0,
    `no client chunk carries @tanstack/devtools-event-client${devtools.length ? ` (${devtools})` : ''}`,
  )
  console.table([{ route: 'baseline /', desktopKb: base.kb, phoneKb: base.kb, files: base.files.length }, ...rows])
  const ratio = rows.find((row) => row.route === '/')?.ratio
  tables.size = { base, rows, ratio }
  partDone('size')
}

// ---------- live time on a throttled phone ----------
if (wants('live')) {
  // The short form measures once, and three times when that one misses a bar (as for Lighthouse below).
  const runs = short ? 1 : 3
  const { latencyMs, downloadBytesPerSecond, cpuSlowdown } = THROTTLED_PHONE
  console.log(
    `\n# Live time (${latencyMs} ms round trip, ${((downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbit/s, CPU ${cpuSlowdown}× slower; median of ${short ? '1, or of 3 when the first misses its bar' : runs})`,
  )
  const browser = await chromium.launch(chromiumLaunchOptions)
  // The gauge: the bare page under the same throttling, in the same run. Its live time is what this machine and the
  // framework alone cost when the code is fetched from the head (the framework's way; the site fetches it after the
  // first paint, decision 016), so a figure is read against it; CI's bars grow with it (BARS.liveGauge, deadGauge).
  const bare = await measureLiveMedian(browser, `${await startBaseline()}/`, 3)
  const liveBar = short ? Math.max(BARS.liveMs, Math.round(BARS.liveGauge * bare.liveMs)) : BARS.liveMs
  const deadBar = short ? Math.max(BARS.deadMs, Math.round(BARS.deadGauge * bare.liveMs)) : BARS.deadMs
  console.log(`gauge: the bare page is live at ${bare.liveMs} ms (painted at ${bare.fcpMs} ms)`)
  const rows = []
  for (const [screen, path] of short ? pages.filter(([s]) => ['home', 'project', 'terms'].includes(s)) : pages) {
    let row = { route: path, ...(await measureLiveMedian(browser, site + path, runs)) }
    if (short && (row.liveMs > liveBar || row.deadMs > deadBar)) {
      row = { route: path, ...(await measureLiveMedian(browser, site + path, 3)) }
    }
    row.vsBare = Number((row.liveMs / bare.liveMs).toFixed(2))
    rows.push(row)
    // The full form reads a React page against the bare page only (issue 65 set its bar so, for any machine).
    if (short || DOCUMENT_SCREENS.has(screen)) {
      check(row.liveMs <= liveBar, `${path} live at ${row.liveMs} ms ≤ ${liveBar} ms (${row.vsBare}× the bare page)`)
      check(row.deadMs <= deadBar, `${path} dead window ${row.deadMs} ms ≤ ${deadBar} ms (painted at ${row.fcpMs} ms)`)
    }
    if (short) continue
    if (DOCUMENT_SCREENS.has(screen)) {
      const after = BARS.documentLiveAfterPaintMs
      check(row.deadMs <= after, `${path} (no React) live ${row.deadMs} ms after its paint ≤ ${after} ms`)
    } else {
      const ratio = REACT_LIVE_VS_BARE[screen]
      check(ratio !== undefined, `${path} is a React page with a live bar (REACT_LIVE_VS_BARE.${screen})`)
      if (ratio === undefined) continue
      const bar = Math.round(ratio * bare.liveMs)
      check(row.liveMs <= bar, `${path} live at ${row.liveMs} ms ≤ ${ratio} × the bare page (${bar} ms, issue 65)`)
    }
  }
  await browser.close()
  const table = [{ route: 'bare page /', ...bare, vsBare: 1 }, ...rows]
  console.table(table)
  tables.live = table
  partDone('live')
}

// ---------- interaction latency ----------
if (wants('interactions')) {
  // The short form measures once, and three times when that one misses its bar (as for live time above).
  const runs = short ? 1 : 5
  console.log(
    `\n# Interaction latency (phone, CPU 4× slower; longest event to next paint of one tap, median of ${short ? '1, or of 3 when the first misses its bar' : runs})`,
  )
  const browser = await chromium.launch(chromiumLaunchOptions)
  const rows = await measureInteractions(browser, site, runs, short ? { moreAboveMs: BARS.interactionMs } : {})
  await browser.close()
  for (const row of rows) {
    check(row.medianMs <= BARS.interactionMs, `${row.interaction}: ${row.medianMs} ms ≤ ${BARS.interactionMs} ms`)
  }
  const table = rows.map((row) => ({ ...row, samples: row.samples.join(' ') }))
  console.table(table)
  tables.interactions = table
  partDone('interactions')
}

// ---------- image bytes ----------
if (wants('images')) {
  const paths = short ? IMAGE_PAGES.slice(0, 1) : IMAGE_PAGES
  console.log('\n# Image bytes (KB, every lazy image scrolled in; phone at 2×, desktop at 1440 px)')
  const browser = await chromium.launch(chromiumLaunchOptions)
  const rows = await measureImageBytes(browser, site, { paths, runs: short ? 1 : 3 })
  await browser.close()
  for (const row of rows) {
    // The CMS's pictures come as AVIF to a browser that takes it (decision 029): no JPEG or PNG of theirs is loaded.
    check(
      row.images > 0 && !/jpeg|png/.test(row.types),
      `${row.route} (${row.device}): ${row.kb} KB of images, all modern formats (${row.types})`,
    )
  }
  console.table(rows)
  tables.images = rows
  partDone('images')
}

// ---------- Lighthouse ----------
/** The most layout shift a page may show in Lighthouse. */
/** No layout shift on the full bench; CI's short form allows a late font swap's 0.02. */
const CLS_BAR = short ? 0.02 : 0

if (wants('lighthouse')) {
  console.log(`\n# Lighthouse (mobile preset, median of ${short ? '1, or of 3 when the first misses its bar' : 3})`)
  const targets = short
    ? [
        ['home', '/'],
        ['project', '/projekter/kode-labs-nor'],
        ['terms', '/terms'],
      ]
    : pages.flatMap(([screen, ...paths]) => paths.map((path) => [screen, path]))
  const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunchOptions.executablePath, chromeFlags })
  const rows = []
  try {
    for (const [screen, path] of targets) {
      const perfBar = DOCUMENT_SCREENS.has(screen) ? BARS.textPerformance : BARS.performance
      const samples = []
      // The short form measures once, and twice more when that one misses a bar (performance or CLS): one noisy run
      // does not fail CI, a page that is really slower or really shifts misses in two of three. (A CI run measured
      // /terms at CLS 0.034 once; three runs here read 0: a late font swap re-wrapping a line of its long text.)
      const missed = (sample) => sample.performance < perfBar || sample.cls > CLS_BAR
      const runs = () => (!short || (samples.length > 0 && missed(samples[0])) ? 3 : 1)
      for (let i = 0, attempts = 0; i < runs(); attempts++) {
        const result = await lighthouse(site + path, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        const { categories, audits, runtimeError } = result.lhr
        // A run Lighthouse could not finish (a starved machine can time it out) has no metrics: run it again, and
        // after three such runs report the route as failed rather than stop the bench.
        if (runtimeError || audits['cumulative-layout-shift']?.numericValue === undefined) {
          console.log(
            `  ${path}: Lighthouse run failed (${runtimeError?.code ?? audits['cumulative-layout-shift']?.errorMessage ?? 'no metrics'})`,
          )
          if (attempts < 3) continue
          break
        }
        i++
        samples.push({
          performance: Math.round(categories.performance.score * 100),
          accessibility: Math.round(categories.accessibility.score * 100),
          bestPractices: Math.round(categories['best-practices'].score * 100),
          seo: Math.round(categories.seo.score * 100),
          lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
          cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        })
      }
      if (samples.length === 0) {
        check(false, `${path}: Lighthouse could not measure it`)
        continue
      }
      const row = { route: path }
      for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]))
      rows.push(row)
      check(
        row.performance >= perfBar,
        `${path} performance ${row.performance} ≥ ${perfBar} (${samples.length} run(s))`,
      )
      check(row.accessibility === 100, `${path} accessibility ${row.accessibility} = 100`)
      check(row.cls <= CLS_BAR, `${path} CLS ${row.cls} ≤ ${CLS_BAR}`)
      if (!short && DOCUMENT_SCREENS.has(screen))
        check(row.tbtMs === 0, `${path} (no React) total blocking time ${row.tbtMs} ms = 0`)
    }
  } finally {
    await chrome.kill()
  }
  console.table(rows)
  tables.lighthouse = rows
  partDone('lighthouse')
}

// ---------- SSR throughput ----------
/**
 * The load comes from a fresh Node process, so what the load generator costs does not depend on what the bench's own
 * process did before (by this point it holds a large heap from its Lighthouse runs).
 */
async function cannon(url, connections, seconds) {
  const child = spawn(
    process.execPath,
    [autocannonCli, '--json', '-c', String(connections), '-d', String(seconds), url],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let out = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
  })
  const code = await new Promise((resolve) => child.on('close', resolve))
  if (code !== 0) throw new Error(`autocannon exited with ${code}`)
  const result = JSON.parse(out.trim().split('\n').pop())
  return {
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

if (wants('throughput')) {
  const seconds = short ? 3 : 20
  console.log(`\n# SSR throughput (autocannon, 10 connections, ${seconds} s each)`)
  const targets = [
    ['static file', '/favicon.svg'],
    // A static file of about a page's size: a request's cost grows with its bytes, so this is the like-for-like
    // reference (the bar itself is taken against the small file above, the stricter reading).
    ['static 60 KB', '/media/home-hero.mp4'],
    ['home', '/'],
    ['project detail', '/projects/kode-labs'],
    ['legal page', '/terms'],
  ]
  // Cold: a second server with both caches off, so every request renders and asks the CMS.
  const cold = `http://127.0.0.1:${PORTS.cold}`
  children.push(
    start('cold', '.output/server/index.mjs', PORTS.cold, { CMS_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '0' }),
  )
  await waitFor(`${cold}/terms`)
  const rows = []
  for (const [name, path] of targets) {
    await fetch(site + path).then((r) => r.text())
    const cached = await cannon(site + path, 10, seconds)
    const uncached = name.startsWith('static') ? cached : await cannon(cold + path, 10, seconds)
    rows.push({
      page: name,
      path,
      cachedReqS: cached.reqPerSec,
      cachedP99: cached.p99Ms,
      coldReqS: uncached.reqPerSec,
      coldP99: uncached.p99Ms,
      errors: cached.errors + uncached.errors,
    })
  }
  console.table(rows)
  const staticRate = rows[0].cachedReqS
  const sameSizeRate = rows[1].cachedReqS
  for (const row of rows.slice(2)) {
    check(
      row.cachedReqS >= BARS.cachedSsr * staticRate,
      `${row.page}: cached SSR ${row.cachedReqS} req/s ≥ ${BARS.cachedSsr} × static ${staticRate} (${(row.cachedReqS / staticRate).toFixed(2)}×; ${(row.cachedReqS / sameSizeRate).toFixed(2)}× a static file of a page's size)`,
    )
    check(row.errors === 0, `${row.page}: no errors under load`)
  }
  tables.throughput = rows
  partDone('throughput')
}

// ---------- load ----------
function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
}

/**
 * A session on a server's inspector (Chrome DevTools Protocol over its WebSocket): `heapMb` collects all garbage and
 * gives the JavaScript heap still in use. What a leak grows; the RSS moves with the collector's timing (±50 MB from
 * one moment to the next, once +63 MB between two rounds of the same load with no leak), so it is only reported.
 */
async function inspectorOf(port) {
  const [{ webSocketDebuggerUrl }] = await fetch(`http://127.0.0.1:${port}/json/list`).then((r) => r.json())
  const socket = new WebSocket(webSocketDebuggerUrl)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', reject, { once: true })
  })
  const answers = new Map()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data))
    answers.get(message.id)?.(message.result)
    answers.delete(message.id)
  })
  let last = 0
  // Bounded: an inspector that stops answering fails the bench, not the CI run's whole time limit.
  const call = (method) =>
    new Promise((resolve, reject) => {
      last += 1
      const timer = setTimeout(() => reject(new Error(`the load server's inspector did not answer ${method}`)), 30_000)
      answers.set(last, (result) => {
        clearTimeout(timer)
        resolve(result)
      })
      socket.send(JSON.stringify({ id: last, method }))
    })
  return {
    heapMb: async () => {
      await call('HeapProfiler.collectGarbage')
      const { usedSize } = await call('Runtime.getHeapUsage')
      return Math.round((usedSize / 1024 / 1024) * 10) / 10
    },
    close: () => socket.close(),
  }
}

if (wants('load')) {
  const seconds = short ? 10 : 60
  console.log(`\n# Load (100 connections, ${seconds} s each, memory of the server process)`)
  // A server of its own, with its inspector open on the loopback address: the others' figures are not taken with one.
  const server = start('load', '.output/server/index.mjs', PORTS.load, {}, [`--inspect=127.0.0.1:${PORTS.inspector}`])
  children.push(server)
  const loaded = `http://127.0.0.1:${PORTS.load}`
  await waitFor(`${loaded}/terms`)
  const inspector = await inspectorOf(PORTS.inspector)
  /** A round of load, the server's RSS sampled every half second while it runs, its heap measured after it. */
  const round = async (path, roundSeconds) => {
    const samples = []
    const timer = setInterval(() => samples.push(rssKb(server.pid)), 500)
    const result = await cannon(loaded + path, 100, roundSeconds)
    clearInterval(timer)
    return {
      result,
      heapMb: await inspector.heapMb(),
      rssMb: Math.round(median(samples) / 1024),
      peakMb: Math.round(Math.max(...samples) / 1024),
    }
  }
  const rows = []
  const rounds = []
  // Warm-up on both routes, uncounted, until the server is at its working size: caches fill and code compiles. It goes
  // on, a round on each route at a time, until one adds under 2 MB to the heap (at most six).
  let workingMb = 0
  for (let warmups = 0; warmups < 6; warmups++) {
    for (const path of ['/', '/projects/kode-labs']) await round(path, short ? 5 : 20)
    const reached = await inspector.heapMb()
    if (warmups > 0 && reached - workingMb < 2) break
    workingMb = reached
  }
  for (const [path, roundSeconds] of [
    ['/', seconds],
    ['/projects/kode-labs', seconds],
    ['/', seconds],
  ]) {
    const { result, heapMb, rssMb, peakMb } = await round(path, roundSeconds)
    rounds.push({ heapMb, requests: result.reqPerSec * roundSeconds })
    rows.push({
      path: rows.some((row) => row.path === path) ? `${path} (again)` : path,
      reqPerSec: result.reqPerSec,
      p99Ms: result.p99Ms,
      errors: result.errors,
      heapAfterGcMb: heapMb,
      rssMedianMb: rssMb,
      rssPeakMb: peakMb,
    })
    check(result.errors === 0, `${path}: 0 errors at 100 connections`)
  }
  inspector.close()
  // Memory must settle: the first and the third round are the same load on the same route, after the warm-up has
  // brought the server to its working size, so the heap after the third may hold little more than after the first.
  // What it does hold is counted per thousand requests served since the first: a leak of 100 bytes a request is 100 KB
  // a thousand. Under 4 MB in all is within what caches and compiled code still add, and counts as settled.
  const [first, second, third] = rounds
  const growthMb = Math.round((third.heapMb - first.heapMb) * 10) / 10
  const perThousandKb = Math.round((growthMb * 1024) / ((second.requests + third.requests) / 1000))
  check(
    growthMb < 4 || perThousandKb <= 100,
    `memory settles: the heap after a full collection ${growthMb >= 0 ? '+' : ''}${growthMb} MB from the first round on / to the third, ${perThousandKb} KB per thousand requests (under 4 MB, or ≤ 100 KB per thousand)`,
  )
  console.table(rows)
  tables.load = rows
  partDone('load')
}

stopAll()

if (args.has('--write')) {
  const md = (rows) => {
    if (!rows?.length) return ''
    const keys = Object.keys(rows[0])
    return [
      `| ${keys.join(' | ')} |`,
      `| ${keys.map(() => '---').join(' | ')} |`,
      ...rows.map((r) => `| ${keys.map((k) => r[k]).join(' | ')} |`),
    ].join('\n')
  }
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ')
  const sections = [
    `Measured ${when} UTC with \`node scripts/bench/run.mjs --write\` (production build, seeded CMS, Debian Chromium, this machine: ${(await import('node:os')).cpus().length} CPUs).`,
    tables.size
      ? `## Client JavaScript\n\nBaseline (bare Start + React Query): ${tables.size.base.kb} KB gzip. Bar: every route ≤ ${BARS.jsRatio} × baseline (ratio of the larger of its two figures).\n\n${md(tables.size.rows)}`
      : '',
    tables.live
      ? `## Live time on a throttled phone (median of 3)\n\nfcp = first contentful paint, live = every link and button hydrated, dead = live − fcp (ms). Bars: a page without React live ≤ ${BARS.liveMs}, dead ≤ ${BARS.deadMs} and ≤ ${BARS.documentLiveAfterPaintMs} after its paint; a React page live ≤ its ratio to the bare page when issue 65 was filed (${reactLiveBars.join(', ')}). The first row is the gauge: the bare Start + React Query page, measured in the same run (vsBare = live ÷ its live).\n\n${md(tables.live)}`
      : '',
    tables.interactions
      ? `## Interaction latency (phone, CPU 4× slower, median of 5)\n\nLongest event to next paint of one tap, ms. Bar: ${BARS.interactionMs}.\n\n${md(tables.interactions)}`
      : '',
    tables.images ? `## Image bytes (median of 3)\n\n${md(tables.images)}` : '',
    tables.lighthouse ? `## Lighthouse (mobile, median of 3)\n\n${md(tables.lighthouse)}` : '',
    tables.throughput
      ? `## SSR throughput (10 connections, 20 s)\n\ncached = page and CMS caches warm; cold = both caches off.\n\n${md(tables.throughput)}`
      : '',
    tables.load ? `## Load (100 connections; 60 s a round)\n\n${md(tables.load)}` : '',
    // Every check is printed by the run itself; the page keeps the count and what missed, so it stays short.
    `## Bars\n\n${report.length - failures.length} of ${report.length} checks met.${failures.length ? `\n\nNot met:\n\n${failures.map((line) => `- ${line}`).join('\n')}` : ''}`,
  ].filter(Boolean)
  const file = 'docs/performance.md'
  const current = readFileSync(file, 'utf8')
  const start = current.indexOf('<!-- bench:start -->')
  const end = current.indexOf('<!-- bench:end -->')
  const body = `<!-- bench:start -->\n${sections.join('\n\n')}\n<!-- bench:end -->`
  writeFileSync(
    file,
    start >= 0 && end > start ? current.slice(0, start) + body + current.slice(end + 18) : `${current}\n${body}\n`,
  )
  // The repository's formatter owns Markdown too: leave the file as `biome check` wants it.
  spawnSync('npx', ['biome', 'format', '--write', file], { stdio: 'ignore' })
  console.log(`\nWrote ${file}`)
}

console.log(`\nParts: ${partTimes.join(', ')}`)
console.log(failures.length ? `\n${failures.length} bar(s) not met:\n- ${failures.join('\n- ')}` : '\nEvery bar met.')
process.exit(failures.length ? 1 : 0)
