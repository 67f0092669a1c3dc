// Live time and dead window on a throttled phone: how long after the first paint a visitor waits before the
// page's controls answer. Used by run.mjs (`--only=live`); also runnable alone against a running production server:
//
//   node scripts/bench/live.mjs [baseURL] [path ...]   (default http://127.0.0.1:3000, every route once)

import { chromiumLaunchOptions } from '../../tests/chromium.mjs'
/** A phone on a slow 4G link, as Lighthouse's mobile preset simulates it: 150 ms round trip, 1.6 Mbit/s, CPU 4×. */
export const THROTTLED_PHONE = {
  viewport: { width: 390, height: 844 },
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
}

/** Applies THROTTLED_PHONE's link and CPU to a page (through the DevTools protocol; Chromium only). */
export async function throttle(page, { network = true } = {}) {
  const cdp = await page.context().newCDPSession(page)
  if (network) {
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLED_PHONE.latencyMs,
      downloadThroughput: THROTTLED_PHONE.downloadBytesPerSecond,
      uploadThroughput: THROTTLED_PHONE.uploadBytesPerSecond,
    })
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED_PHONE.cpuSlowdown })
  return cdp
}

/**
 * Runs in the page before its own scripts. "Live" is the moment every link and button on the page answers. On a page
 * without React, the moment its one script has attached to the shell's controls (it marks the document). On a React
 * page, the moment the shell has marked the document hydrated and no screen is still hydrating in a pass of its own
 * (`data-hydrating="screen"`, app/components/hydrating); the parts `<Hydrate>` defers answer a click from the start
 * (the early-click script or Start keeps it) and hydrate when reached for. Checked once a frame from the shell's mark.
 */
function watchLive() {
  // A page without React (decision 055): its links are the browser's from the start, and its script marks the
  // document once its controls answer.
  const documentPage = () => document.querySelector('script[src*="/assets/document-"]') !== null
  const allHydrated = () => documentPage() || document.querySelector('[data-hydrating="screen"]') === null
  const poll = () => {
    if (allHydrated()) window.__liveAt = performance.now()
    else requestAnimationFrame(poll)
  }
  // The document has no root element yet when this runs: the shell's mark is looked for every few milliseconds.
  const timer = setInterval(() => {
    if (document.documentElement?.dataset.hydrated !== 'true') return
    clearInterval(timer)
    poll()
  }, 10)
}

/** First contentful paint, largest contentful paint and live time of one cold load of `url`, in ms. */
export async function measureLive(browser, url) {
  const context = await browser.newContext({ viewport: THROTTLED_PHONE.viewport, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.addInitScript(watchLive)
  await page.addInitScript(() => {
    window.__lcp = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  const cdp = await throttle(page)
  await page.goto(url, { waitUntil: 'commit' })
  // Polled through the DevTools protocol, not `page.waitForFunction`: that first evaluates Playwright's own script of
  // some 300 KB in the page, which took 70–130 ms of the throttled main thread in the middle of the load (traced on
  // /about and home), time no visitor's phone spends.
  const deadline = Date.now() + 60_000
  // Live and painted: a page without React can be live before its first paint (its script runs while the page's
  // last bytes arrive), and a first paint not yet made has no entry to read.
  const expression =
    "typeof window.__liveAt === 'number' && performance.getEntriesByName('first-contentful-paint').length > 0"
  const isLive = async () =>
    (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value === true
  while (!(await isLive())) {
    if (Date.now() > deadline) throw new Error(`${url} was not live and painted within 60 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const result = await page.evaluate(() => ({
    fcpMs: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN),
    lcpMs: Math.round(window.__lcp),
    liveMs: Math.round(window.__liveAt),
  }))
  await context.close()
  return { ...result, deadMs: result.liveMs - result.fcpMs }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** The median of `runs` cold loads, per figure. */
export async function measureLiveMedian(browser, url, runs) {
  const samples = []
  for (let i = 0; i < runs; i++) samples.push(await measureLive(browser, url))
  return Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('@playwright/test')
  const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
  const browser = await chromium.launch(chromiumLaunchOptions)
  const rows = []
  for (const path of paths.length ? paths : ['/', '/about', '/contact', '/creative-lab', '/terms', '/projects']) {
    rows.push({ route: path, ...(await measureLiveMedian(browser, base + path, Number(process.env.RUNS ?? 3))) })
  }
  await browser.close()
  console.table(rows)
}
