// Interaction latency on a phone (bar: 120 ms a tap): the longest "event to next paint" of one tap (the longest Event
// Timing entry the tap produced, as INP counts it), CPU 4× slower, network unthrottled, median of a few fresh page
// loads. Used by run.mjs; also runnable alone against a running production server:
//
//   node scripts/bench/interactions.mjs [baseURL] [runs] [only]   (default http://127.0.0.1:3000, 5 runs, all;
//                                                                 `only` a pattern of their names, e.g. 'LOAD MORE|menu')
//
// A tap is a finger's: touchstart, TAP_HOLD_MS, touchend (TAP_MS=0 in the environment taps in no time, as Playwright's
// own tap does).

import { chromiumLaunchOptions } from '../../tests/chromium.mjs'
import { THROTTLED_PHONE, throttle } from './live.mjs'

/**
 * How long the finger rests on the screen. A person's tap lasts about 50-150 ms, and whatever the page does on
 * touchstart (the router starts loading a link's page then) runs in that time; a tap in no time would add it to the
 * click's wait, which no visitor's tap does. INP counts the longest of the tap's events, touchstart's included.
 */
export const TAP_HOLD_MS = 80

/**
 * The interactions measured: where, what is tapped, and what shows that the tap's work is done (the entry of a tap
 * is only reported after its paint, and the bench reads it once the page has answered and settled again). `ready`
 * waits for the control's code once it is in view; `act` does something other than a tap (a drag, keys), and the
 * figure is then the longest event of all it does.
 */
const INTERACTIONS = [
  {
    interaction: 'projects LOAD MORE',
    path: '/projects',
    target: (page) => page.getByRole('link', { name: 'LOAD MORE' }),
    before: (page) => page.locator('[data-testid="project-cards"] > li').count(),
    done: (page, _target, cards) =>
      page.waitForFunction(
        (n) =>
          document.querySelectorAll('[data-testid="project-cards"] > li').length > n &&
          document.querySelector('[data-testid="project-cards"]')?.getAttribute('aria-busy') !== 'true',
        cards,
      ),
  },
  {
    interaction: 'projects filter',
    path: '/projects',
    target: (page) => page.getByRole('navigation', { name: 'Filter projects by category' }).getByRole('link').nth(1),
    done: async (page, target) => {
      await target.and(page.locator('[aria-current="page"]')).waitFor()
      await page.locator('[data-testid="project-cards"]:not([aria-busy="true"])').waitFor()
    },
  },
  {
    interaction: 'language switch',
    path: '/projects',
    target: (page) => page.locator('header a[hreflang]'),
    done: (page) =>
      page.waitForFunction(() => location.pathname === '/projekter' && document.documentElement.lang === 'nb-NO'),
  },
  {
    interaction: 'menu',
    path: '/projects',
    target: (page) => page.getByTestId('menu-dots'),
    done: (page) => page.getByRole('dialog').waitFor(),
  },
  // Home is a page without React whose controls are screen modules (decision 132): the reel's code comes as it nears.
  {
    interaction: 'home reel',
    path: '/',
    target: (page) => page.getByTestId('reel'),
    done: (page) => page.locator('[data-testid="reel"][aria-pressed="true"]').waitFor(),
  },
  {
    interaction: 'home menu',
    path: '/',
    target: (page) => page.getByTestId('menu-dots'),
    done: (page) => page.getByRole('dialog').waitFor(),
  },
  {
    interaction: 'Shuffle',
    path: '/creative-lab',
    target: (page) => page.getByRole('button', { name: 'Shuffle' }),
    // The cards turn face up for the reveal (the game's screen module, on a page without React).
    done: (page) => page.locator('ul[data-phase="revealing"]').waitFor(),
  },
  {
    interaction: 'lab filter',
    path: '/creative-lab',
    // A category: its filter's module answers in place, the list filtered, and pushes the address.
    target: (page) => page.getByRole('navigation', { name: 'Show resources by category' }).getByRole('link').nth(1),
    done: async (page, target) => {
      await target.and(page.locator('[aria-current]')).waitFor()
      await page.waitForFunction(() => location.search.includes('category='))
    },
  },
  // About's fun facts (a screen module, fact-sorting.ts, loaded as the list nears the window): a finger on a fact's
  // handle carries it onto the next card; from the keyboard, Enter picks it up, ArrowDown moves it, Enter drops it.
  {
    interaction: 'About fact drag',
    path: '/about',
    target: (page) => page.getByTestId('fact-1').getByRole('button'),
    ready: (page) => page.locator('[data-testid="fact-1"] button[aria-roledescription]').waitFor(),
    act: async ({ page, cdp, point }) => {
      const next = await page.getByTestId('fact-2').boundingBox()
      if (!next) throw new Error('About fact drag: no second fact')
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
      const to = next.y + next.height / 2 + 4
      for (let step = 1; step <= 6; step++)
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: point.x, y: point.y + ((to - point.y) * step) / 6 }],
        })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    },
    done: (page) => page.locator('[data-fact-list] > li:nth-child(2)[data-testid="fact-1"]').waitFor(),
  },
  {
    interaction: 'About fact keyboard move',
    path: '/om-oss',
    target: (page) => page.getByTestId('fact-1').getByRole('button'),
    ready: (page) => page.locator('[data-testid="fact-1"] button[aria-roledescription]').waitFor(),
    act: async ({ page, target }) => {
      await target.focus()
      // Each key once the last one's step has been said.
      const steps = [
        ['Enter', 'Tok opp faktum 1.'],
        ['ArrowDown', 'Faktum flyttet til plass 2.'],
        ['Enter', 'Faktum sluppet på plass 2.'],
      ]
      for (const [key, said] of steps) {
        await page.keyboard.press(key)
        await page.locator('[aria-live="assertive"]', { hasText: said }).waitFor()
      }
    },
    done: (page) => page.locator('[data-fact-list] > li:nth-child(2)[data-testid="fact-1"]').waitFor(),
  },
  // The journal is a page without React (decision 055): its category tabs are plain navigations, measured as pages
  // (live time, Lighthouse); its menu is the browser's own dialog.
  {
    interaction: 'menu (page without React)',
    path: '/blogs',
    target: (page) => page.getByTestId('menu-dots'),
    done: (page) => page.getByRole('dialog').waitFor(),
  },
]

/**
 * Runs in the page before its own scripts: a returning visitor (the cookie notice chosen, so it covers nothing), and
 * every Event Timing entry of 16 ms or more and every long task kept on window.
 */
function watchEvents() {
  try {
    localStorage.setItem('preferences', 'false')
    localStorage.setItem('statistics', 'false')
  } catch {}
  window.__events = []
  window.__lastLongTask = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__events.push({ name: entry.name, start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lastLongTask = entry.startTime + entry.duration
  }).observe({ type: 'longtask', buffered: true })
}

/** Resolves once no long task has run for `quietMs` (at most `timeoutMs`). */
async function settle(page, quietMs = 600, timeoutMs = 15_000) {
  await page.waitForFunction((quiet) => performance.now() - window.__lastLongTask > quiet, quietMs, {
    timeout: timeoutMs,
    polling: 100,
  })
}

/**
 * Resolves once no animation or transition that will end is running (endless ones, the footer's marquee, run on the
 * compositor; finished ones that keep their end state and scroll-driven ones never end, and are left out too).
 * Scrolling the target into view starts some: the header slides away, and on the Creative Lab crossing the hero fades
 * the page to blue in 600 ms. No long task marks their frames, so `settle` alone tapped Shuffle inside that fade
 * (traced on 2026-11-28, when the text colour still tweened with it and every frame restyled all the page's text:
 * 60-110 ms of the tap waited behind its frames, Shuffle read 128-152 ms, 88 once the fade had ended).
 */
async function animationsEnded(page, timeoutMs = 15_000) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            !(animation.timeline instanceof DocumentTimeline) ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
    null,
    { timeout: timeoutMs, polling: 100 },
  )
}

/** The longest event-to-next-paint of one tap on a freshly loaded page, in ms. */
async function measureOnce(browser, baseUrl, spec, tapHoldMs) {
  const context = await browser.newContext({ viewport: THROTTLED_PHONE.viewport, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.addInitScript(watchEvents)
  try {
    const cdp = await throttle(page, { network: false })
    await page.goto(baseUrl + spec.path, { waitUntil: 'load' })
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    await settle(page)
    const target = spec.target(page)
    await target.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    await settle(page)
    if (spec.ready) await spec.ready(page)
    const before = spec.before ? await spec.before(page) : undefined
    // Tapped by its coordinates: a locator's tap would first run Playwright's own checks in the page, on the slowed
    // CPU, just before the touch, and the tap would wait behind them.
    const point = await target.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      return element.contains(document.elementFromPoint(x, y)) ? { x, y } : null
    })
    if (!point) throw new Error(`${spec.interaction}: the target is covered or off screen`)
    await animationsEnded(page)
    await settle(page, 300)
    const from = await page.evaluate(() => performance.now())
    if (spec.act) await spec.act({ page, cdp, point, target })
    else {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] })
      await new Promise((resolve) => setTimeout(resolve, tapHoldMs))
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    await spec.done(page, target, before)
    await settle(page, 300)
    // Event Timing entries arrive after the paint that ends them: two more frames are enough.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    const durations = await page.evaluate(
      (t0) => window.__events.filter((entry) => entry.start >= t0).map((entry) => entry.duration),
      from,
    )
    return durations.length ? Math.max(...durations) : 0
  } finally {
    await context.close()
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/**
 * One row per interaction (those whose name matches `only`): its median over `runs` fresh pages, and every sample.
 * With `moreAboveMs` (CI's short form), an interaction whose first sample is above it is measured three times: one
 * sample is enough to pass a loose bar, and one slow moment of a busy machine does not fail it.
 */
export async function measureInteractions(
  browser,
  baseUrl,
  runs = 5,
  { only = /./, tapHoldMs = TAP_HOLD_MS, moreAboveMs = Number.POSITIVE_INFINITY } = {},
) {
  const base = baseUrl.replace(/\/+$/, '')
  const rows = []
  for (const spec of INTERACTIONS.filter((candidate) => only.test(candidate.interaction))) {
    const samples = []
    const wanted = () => (samples[0] > moreAboveMs ? Math.max(runs, 3) : runs)
    for (let i = 0; i < wanted(); i++) {
      // One more fresh page when a sample fails (a busy machine can time a page out): the figure is latency, not uptime.
      const sample = await measureOnce(browser, base, spec, tapHoldMs).catch((error) => {
        console.warn(`${spec.interaction}: sample ${i + 1} failed (${error.message.split('\n')[0]}), measuring again`)
        return measureOnce(browser, base, spec, tapHoldMs)
      })
      samples.push(sample)
    }
    rows.push({ interaction: spec.interaction, medianMs: median(samples), samples })
  }
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('@playwright/test')
  const [base = 'http://127.0.0.1:3000', runs = '5', only = '.'] = process.argv.slice(2)
  const browser = await chromium.launch(chromiumLaunchOptions)
  const rows = await measureInteractions(browser, base, Number(runs), {
    only: new RegExp(only, 'i'),
    tapHoldMs: Number(process.env.TAP_MS ?? TAP_HOLD_MS),
  })
  await browser.close()
  console.table(rows.map((row) => ({ ...row, samples: row.samples.join(' ') })))
}
