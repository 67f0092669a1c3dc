import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.mjs'
import { E2E_PORT } from '../ports'
import { expect, test, waitForHydration } from './fixtures'

/*
 * Issue 65, item 3: with the app gone from home, about and the Creative Lab, Back and Forward come from the browser's
 * back/forward cache: the page as it was left, where it was left. Playwright switches the cache off in the Chromium
 * it starts (`--disable-back-forward-cache`), so this spec starts one with it on. Chromium says why a page was not
 * kept (`notRestoredReasons` on the navigation entry): the test prints it when it fails.
 */

const origin = `http://127.0.0.1:${E2E_PORT}`

const journeys = [
  { from: '/', to: 'From the journal', lang: 'en' },
  { from: '/no', to: 'Fra tidsskriftet', lang: 'no' },
] as const

for (const journey of journeys) {
  test(`${journey.from}: down to the journal, into an article and Back: the cached page, where the visitor was`, async () => {
    const browser = await chromium.launch({
      ...chromiumLaunchOptions,
      ignoreDefaultArgs: ['--disable-back-forward-cache'],
    })
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
      // Each show of a page says whether it came from the cache.
      await page.addInitScript(() => {
        window.addEventListener('pageshow', (event) => {
          document.documentElement.dataset.restored = String(event.persisted)
        })
        // Where the page was as it was put away (a click can still move it: smooth scrolling starts at a press).
        window.addEventListener('pagehide', () => {
          document.documentElement.dataset.leftAt = String(window.scrollY)
        })
      })
      await page.goto(`${origin}${journey.from}`)
      await waitForHydration(page)
      const teaser = page.getByRole('region', { name: journey.to })
      await teaser.scrollIntoViewIfNeeded()
      const left = await page.evaluate(() => window.scrollY)
      expect(left).toBeGreaterThan(3000)
      await teaser.getByRole('heading', { level: 3 }).getByRole('link').first().click()
      await page.waitForURL(journey.lang === 'en' ? /\/blogs\/.+/ : /\/blog\/.+/)
      await waitForHydration(page)
      await page.goBack({ waitUntil: 'commit' })
      await page.waitForURL(`${origin}${journey.from}`, { waitUntil: 'commit' })
      const why = () =>
        page.evaluate(() => {
          const entry = performance.getEntriesByType('navigation')[0]
          return entry ? JSON.stringify(Reflect.get(entry, 'notRestoredReasons') ?? null) : 'no entry'
        })
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.restored), { message: 'from the cache' })
        .toBe('true')
        .catch(async (error) => {
          throw new Error(`not restored from the back/forward cache: ${await why()}`, { cause: error })
        })
      const leftAt = await page.evaluate(() => Number(document.documentElement.dataset.leftAt))
      expect(Math.abs(leftAt - left), 'left where the journal was').toBeLessThan(100)
      expect(await page.evaluate(() => window.scrollY)).toBe(leftAt)
      // Forward again: the article from the cache too.
      await page.goForward({ waitUntil: 'commit' })
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.restored)).toBe('true')
    } finally {
      await browser.close()
    }
  })
}

test('no page of the site listens for unload, which would keep it out of the back/forward cache', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  for (const path of ['/', '/about', '/creative-lab', '/blogs', '/no']) {
    await page.goto(path)
    await waitForHydration(page)
    await page.mouse.wheel(0, 800)
    const { result } = await cdp.send('Runtime.evaluate', { expression: 'window' })
    if (!result.objectId) throw new Error('no window object')
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId })
    expect(
      listeners.filter((listener) => /unload$/.test(listener.type)).map((listener) => listener.type),
      path,
    ).toEqual([])
    expect(await page.evaluate(() => window.onunload ?? window.onbeforeunload), path).toBeNull()
  }
})
