import type { Page } from '@playwright/test'
import { strapiUrl } from '../ports'
import { ANALYTICS_HOST, expect, gotoHydrated, networkWatch, test } from './fixtures'

/*
 * The privacy promises in code: nothing third-party before consent, analytics only after a yes to
 * statistics, never with Global Privacy Control, and gone again when the visitor changes their mind. The server runs
 * with ANALYTICS_PROVIDER=plausible (playwright.config.ts); fixtures.ts answers the script with a stub that counts
 * its runs on `<html data-analytics-runs>`.
 */

test.use({ stubAnalytics: true })

const analyticsScript = (page: Page) => page.locator(`script[src^="${ANALYTICS_HOST}"]`)
const popup = (page: Page) => page.getByRole('dialog', { name: 'Cookies' })
const settings = (page: Page) => page.getByRole('dialog', { name: 'Customize your cookie settings' })

/** Every request the page makes to the analytics host. */
function watchAnalytics(page: Page): string[] {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(ANALYTICS_HOST)) requested.push(request.url())
  })
  return requested
}

/** Every host a page asked for, apart from the site itself and its CMS (the agency's own media server). */
function watchThirdParties(page: Page, siteOrigin: string): Set<string> {
  const own = new Set([new URL(siteOrigin).host, new URL(strapiUrl()).host])
  const hosts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !own.has(url.host)) hosts.add(url.host)
  })
  return hosts
}

// One test per page: each scrolls its page to the bottom and waits for the network to settle, which on a slow
// machine takes a good share of a test's time.
for (const path of ['/', '/projects/kode-labs', '/kreativ-lab', '/kontakt']) {
  test(`no request to any third-party host before consent: ${path}`, async ({ page, baseURL }) => {
    const hosts = watchThirdParties(page, baseURL ?? '')
    const network = networkWatch(page)
    await gotoHydrated(page, path)
    // Scroll through the whole page to the bottom, so lazily loaded parts (the playlist) get their chance to load.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      window.scrollTo(0, document.body.scrollHeight)
    })
    await network.quiet()
    await expect(popup(page).or(page.getByRole('dialog', { name: 'Informasjonskapsler' }))).toBeVisible()
    expect([...hosts]).toEqual([])
    await expect(analyticsScript(page)).toHaveCount(0)
  })
}

test('the analytics script loads after Accept All, once, and on later visits without asking', async ({ page }) => {
  const requested = watchAnalytics(page)
  // A React page: its links are client navigations (home is a page without React, whose links load the next page).
  await gotoHydrated(page, '/projects')
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])
  await expect(analyticsScript(page)).toHaveCount(0)

  await popup(page).getByRole('button', { name: 'Accept All' }).click()
  await expect(analyticsScript(page)).toHaveCount(1)
  await expect(analyticsScript(page)).toHaveAttribute('src', `${ANALYTICS_HOST}/js/script.js`)
  await expect(analyticsScript(page)).toHaveAttribute('data-domain', 'origin.example')
  await expect.poll(() => requested).toEqual([`${ANALYTICS_HOST}/js/script.js`])
  await expect(page.locator('html')).toHaveAttribute('data-analytics-runs', '1')

  // A client-side navigation keeps the one script (Plausible follows pushState itself).
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveURL(/\/about$/)
  await expect(analyticsScript(page)).toHaveCount(1)
  await expect(page.locator('html')).toHaveAttribute('data-analytics-runs', '1')

  // The stored yes holds on the next page load.
  await gotoHydrated(page, '/contact')
  await expect(analyticsScript(page)).toHaveCount(1)
  await expect(page.getByTestId('cookie-popup')).toBeHidden()
  await expect.poll(() => requested.length).toBe(2)
})

test('after Reject All it never loads, also after a client-side navigation (Norwegian popup)', async ({ page }) => {
  const requested = watchAnalytics(page)
  await gotoHydrated(page, '/no')
  await page.getByRole('dialog', { name: 'Informasjonskapsler' }).getByRole('button', { name: 'Avvis alle' }).click()
  await expect(page.getByTestId('cookie-popup')).toBeHidden()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).first().click()
  await expect(page).toHaveURL(/\/kontakt$/)
  await page.waitForLoadState('networkidle')
  await expect(analyticsScript(page)).toHaveCount(0)
  await gotoHydrated(page, '/om-oss')
  await page.waitForLoadState('networkidle')
  await expect(analyticsScript(page)).toHaveCount(0)
  expect(requested).toEqual([])
})

test('Godta alle in the Norwegian popup loads it', async ({ page }) => {
  await gotoHydrated(page, '/no')
  await page.getByRole('dialog', { name: 'Informasjonskapsler' }).getByRole('button', { name: 'Godta alle' }).click()
  await expect(analyticsScript(page)).toHaveCount(1)
})

test.describe('Global Privacy Control', () => {
  test.use({ extraHTTPHeaders: { 'Sec-GPC': '1' } })

  test('counts as a refusal even when statistics were stored as yes, and a later Accept All', async ({ page }) => {
    const requested = watchAnalytics(page)
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
      // Init scripts run in every frame; the site's storage is the top window's.
      if (window === window.top) {
        localStorage.setItem('preferences', 'true')
        localStorage.setItem('statistics', 'true')
      }
    })
    await gotoHydrated(page, '/')
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('cookie-popup')).toBeHidden()
    await expect(analyticsScript(page)).toHaveCount(0)

    await page.getByRole('button', { name: 'Cookie settings' }).click()
    await settings(page).getByRole('button', { name: 'Accept All' }).click()
    await page.waitForLoadState('networkidle')
    await expect(analyticsScript(page)).toHaveCount(0)
    expect(requested).toEqual([])
  })
})

test('Cookie settings in the footer reopens the panel; switching statistics off unloads analytics', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await popup(page).getByRole('button', { name: 'Accept All' }).click()
  await expect(analyticsScript(page)).toHaveCount(1)

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  const statistics = settings(page).getByRole('switch', { name: 'Statistics' })
  await expect(statistics).toHaveAttribute('aria-checked', 'true')
  await statistics.click()
  await settings(page).getByRole('button', { name: 'Save my Preferences' }).click()
  await expect(settings(page)).toBeHidden()
  await expect(analyticsScript(page)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('plausible_ignore'))).toBe('true')

  // Nothing comes back on later pages.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click()
  await expect(page).toHaveURL(/\/services$/)
  await expect(analyticsScript(page)).toHaveCount(0)

  // A later yes lifts the opt-out and puts the script back, without running it a second time in this page.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await settings(page).getByRole('button', { name: 'Accept All' }).click()
  await expect(analyticsScript(page)).toHaveCount(1)
  expect(await page.evaluate(() => localStorage.getItem('plausible_ignore'))).toBeNull()
  await expect(page.locator('html')).toHaveAttribute('data-analytics-runs', '1')
})

test('a no in another tab unloads analytics in this one', async ({ page, context }) => {
  await gotoHydrated(page, '/')
  await popup(page).getByRole('button', { name: 'Accept All' }).click()
  await expect(analyticsScript(page)).toHaveCount(1)

  const other = await context.newPage()
  await gotoHydrated(other, '/about')
  await other.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await settings(other).getByRole('button', { name: 'Reject All' }).click()
  await expect(analyticsScript(other)).toHaveCount(0)
  await other.close()

  await expect(analyticsScript(page)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('plausible_ignore'))).toBe('true')
})

test('the notice comes with the page: in the server HTML, shown before any script of the app runs, never to a visitor who chose, and not without JavaScript', async ({
  browser,
  baseURL,
}) => {
  // Its own context: the blocked scripts below fail loudly in the console, on purpose.
  const blocked = await browser.newContext({ baseURL })
  const page = await blocked.newPage()
  // Painted before the app's JavaScript: with every script file refused, the head's inline check alone shows it.
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/')
  await expect(popup(page)).toBeVisible()
  await expect(popup(page).getByRole('button', { name: 'Accept All' })).toBeVisible()

  // A visitor who chose: the notice never shows, not even before hydration.
  await page.evaluate(() => localStorage.setItem('statistics', 'false'))
  await page.goto('/kontakt')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('cookie-popup')).toBeAttached()
  await expect(page.getByTestId('cookie-popup')).toBeHidden()
  await blocked.close()

  // Without JavaScript its buttons could do nothing (and no analytics can run): it stays hidden.
  const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const plain = await noJs.newPage()
  await plain.goto('/')
  await expect(plain.getByTestId('cookie-popup')).toBeAttached()
  await expect(plain.getByTestId('cookie-popup')).toBeHidden()
  await noJs.close()
})

test('on a phone the notice is a compact bar that leaves the hero’s heading and call to action in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/')
  const notice = popup(page)
  await expect(notice).toBeVisible()
  const box = await notice.boundingBox()
  if (!box) throw new Error('no notice')
  // It was once a card that covered half the hero.
  expect(box.height).toBeLessThanOrEqual(844 * 0.25)
  for (const target of [page.locator('main h1').first(), page.locator('main a[href="/contact"]').first()]) {
    const covered = await target.boundingBox()
    if (!covered) throw new Error('no hero heading or call to action')
    expect(covered.y + covered.height, 'covered by the cookie notice').toBeLessThanOrEqual(box.y)
  }
  // Its three choices on one row, each a full tap target.
  const buttons = await notice.getByRole('button').all()
  const boxes = await Promise.all(buttons.map((button) => button.boundingBox()))
  expect(new Set(boxes.map((b) => Math.round(b?.y ?? -1))).size).toBe(1)
  for (const b of boxes) expect(b?.height).toBeGreaterThanOrEqual(44)
  await notice.getByRole('button', { name: 'Reject All' }).click()
  await expect(notice).toBeHidden()
})
