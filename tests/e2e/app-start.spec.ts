import { expect, gotoHydrated, test } from './fixtures'
import { documentPages, reactPages } from './pages'

/**
 * Decision 016: the HTML carries no module script or module preload; one inline script asks for the app's code once
 * the page has painted (and its priority images have loaded), and the page then hydrates as before. Pages without React
 * (decision 055) have their own checks: document-pages.spec.ts.
 */

/** Timings the browser recorded for this page: its first contentful paint, priority images, and the app's code. */
const timings = () => {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
  const priorityImages = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]')].map(
    (img) => resources.find((r) => r.name === img.currentSrc)?.responseEnd ?? null,
  )
  const scripts = resources.filter((r) => new URL(r.name).pathname.startsWith('/assets/') && r.name.endsWith('.js'))
  return {
    fcp,
    priorityImages,
    scripts: scripts.length,
    firstScriptStart: Math.min(...scripts.map((r) => r.startTime)),
    entryScripts: document.querySelectorAll('script[type=module][src]').length,
  }
}

test('the HTML holds no module script or preload, only the app-start script, on every React page', async ({
  request,
}) => {
  for (const path of reactPages) {
    const html = await (await request.get(path)).text()
    expect(html, path).not.toMatch(/<script[^>]+type="module"/)
    expect(html, path).not.toMatch(/<link[^>]+rel="modulepreload"/)
    // The entry module is named in the start script, once.
    expect(
      html.split('<script').filter((script) => script.includes('$_appStart')),
      path,
    ).toHaveLength(1)
    expect(html, path).toMatch(/"\/assets\/index-[\w-]+\.js"/)
  }
})

for (const path of ['/contact', '/projects', '/careers/frontend-developer']) {
  test(`${path}: the app's code is requested after the first contentful paint, and the page hydrates`, async ({
    page,
  }) => {
    await gotoHydrated(page, path)
    const t = await page.evaluate(timings)
    expect(t.fcp).not.toBeNull()
    // The app's code did load (with none, "the first script started after the paint" would hold of nothing).
    expect(t.scripts).toBeGreaterThan(0)
    expect(t.firstScriptStart).toBeGreaterThanOrEqual(t.fcp ?? Number.POSITIVE_INFINITY)
    for (const end of t.priorityImages) {
      expect(end, 'a priority image was loaded').not.toBeNull()
      expect(t.firstScriptStart).toBeGreaterThanOrEqual(end ?? Number.POSITIVE_INFINITY)
    }
    expect(t.entryScripts).toBe(1)
  })
}

test('the list pages mark their first card image as the largest paint, and lazy-load those below the fold', async ({
  page,
}) => {
  for (const path of ['/blogs', '/projects']) {
    await page.goto(path)
    const images = page.locator('main ul li img')
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(images.last()).toHaveAttribute('loading', 'lazy')
    await expect(page.locator('img[fetchpriority=high]')).toHaveCount(1)
  }
})

test('client-side navigation after the start loads screens as before, without a second entry', async ({ page }) => {
  await gotoHydrated(page, '/contact')
  await page.locator('footer a[href="/projects"]').first().click()
  await expect(page).toHaveURL(/\/projects$/)
  await expect(page.getByTestId('project-cards')).toBeVisible()
  expect(await page.evaluate(() => document.querySelectorAll('script[type=module][src]').length)).toBe(1)
  expect(await page.evaluate(() => (window as { $_appStart?: number }).$_appStart)).toBe(1)
})

test('no waterfall once the code arrives: no stylesheet fetched again, the dictionaries requested with the chunks', async ({
  page,
}) => {
  for (const path of ['/contact', '/projekter']) {
    await gotoHydrated(page, path)
    const first = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname)
      const head = [...document.head.children]
      const entry = head.findIndex((el) => el instanceof HTMLScriptElement && el.type === 'module')
      const lang = document.documentElement.lang
      const dictionary = head.findIndex(
        (el) =>
          el instanceof HTMLLinkElement &&
          el.rel === 'modulepreload' &&
          new URL(el.href).pathname.startsWith(lang === 'en' ? '/assets/en-' : '/assets/no-'),
      )
      return { css: resources.filter((p) => p.endsWith('.css')), entry, dictionary }
    })
    // The page's stylesheets are inlined in its HTML; hydration waited for a second copy of each before.
    expect(first.css, path).toEqual([])
    expect(first.dictionary, `${path}: its dictionary is preloaded`).toBeGreaterThanOrEqual(0)
    expect(first.dictionary, `${path}: before the entry runs`).toBeLessThan(first.entry)
  }
  // A screen the page did not inline still gets its stylesheet on a client-side navigation.
  await gotoHydrated(page, '/contact')
  const stylesheets = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((path) => /^\/assets\/.+\.css$/.test(path)),
    )
  expect(await stylesheets()).toEqual([])
  await page.locator('footer a[href="/terms"]').first().click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect.poll(async () => (await stylesheets()).length).toBeGreaterThan(0)
})

/**
 * Now that a page paints before it hydrates, whatever hydration changes is on screen: nothing may move. (Each
 * route's CSS is inlined and its files are added again as its chunks load; a rule whose outcome depended on their
 * order moved /about's clocks for a moment.)
 */
test.describe('nothing moves while the page loads its code and hydrates', () => {
  for (const path of [...reactPages, ...documentPages]) {
    test(path, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: string[] = []
        Object.assign(window, { __shifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const shift = entry as PerformanceEntry & {
              value: number
              hadRecentInput: boolean
              sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
            }
            // What moved, and from where to where, so a rare shift seen only in CI can be traced.
            const moved = (shift.sources ?? []).map((source) => {
              const node = source.node instanceof Element ? source.node : source.node?.parentElement
              const name = node ? `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}` : '?'
              const [from, to] = [source.previousRect, source.currentRect]
              return `${name} ${Math.round(from.x)},${Math.round(from.y)} ${Math.round(from.width)}×${Math.round(from.height)} → ${Math.round(to.x)},${Math.round(to.y)} ${Math.round(to.width)}×${Math.round(to.height)}`
            })
            if (!shift.hadRecentInput && shift.value > 0.001)
              shifts.push(`${shift.value.toFixed(4)} at ${entry.startTime}: ${moved.join('; ')}`)
          }
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await gotoHydrated(page, path)
      await page.waitForLoadState('load')
      // One more frame: a shift is reported after the frame it happened in.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
      expect(await page.evaluate(() => (window as { __shifts?: string[] }).__shifts)).toEqual([])
    })
  }
})

/**
 * The HTML streams in, so a paint can come while the parser is inside the cookie notice: fixed to the window's
 * bottom, the part read so far would show and then grow upwards (CI once saw it as a 0.0117 layout shift). The notice
 * waits for its own end: a page cut inside it shows none of it.
 */
test('the cookie notice shows only whole: a page whose HTML stops inside it shows none of it', async ({ page }) => {
  let cut = false
  await page.route('**/kontakt', async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const notice = html.indexOf('data-testid="cookie-popup"')
    const titleEnd = html.indexOf('</h2>', notice)
    cut = notice > 0 && titleEnd > notice
    await route.fulfill({ response, body: html.slice(0, titleEnd + '</h2>'.length) })
  })
  await page.goto('/kontakt', { waitUntil: 'domcontentloaded' })
  expect(cut).toBe(true)
  await expect(page.locator('[data-testid="cookie-popup"] h2')).toHaveText('Informasjonskapsler')
  await expect(page.getByTestId('cookie-popup')).toBeHidden()
  await page.unroute('**/kontakt')
  await page.goto('/kontakt', { waitUntil: 'domcontentloaded' })
  await expect(page.getByTestId('cookie-popup')).toBeVisible()
})
