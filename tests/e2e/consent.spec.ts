import type { Page } from '@playwright/test'
import { ANALYTICS_HOST, expect, gotoHydrated, test } from './fixtures'

/*
 * The privacy promises in code (issue 8): nothing third-party before consent, analytics only after a yes to
 * statistics, never with Global Privacy Control, and gone again when the visitor changes their mind.
 */

const analyticsScript = (page: Page) => page.locator(`script[src^="${ANALYTICS_HOST}"]`)

/** Every host a page asked for, apart from the site itself and its CMS (the agency's own media server). */
function watchThirdParties(page: Page, siteOrigin: string) {
  const own = new Set([new URL(siteOrigin).host, new URL(process.env.STRAPI_URL ?? 'http://127.0.0.1:1337').host])
  const hosts = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && !own.has(url.host)) hosts.add(url.host)
  })
  return hosts
}

test('no request to any third-party host before consent', async ({ page, baseURL }) => {
  const hosts = watchThirdParties(page, baseURL ?? '')
  for (const path of ['/', '/projects/kode-labs', '/kontakt', '/kreativ-lab']) {
    await gotoHydrated(page, path)
    // Scroll through the whole page, so lazily loaded parts (the playlist) get their chance to load.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
    })
    await page.waitForLoadState('networkidle')
  }
  expect([...hosts]).toEqual([])
  await expect(analyticsScript(page)).toHaveCount(0)
})

test('the analytics script loads after Accept All, and only then', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(ANALYTICS_HOST)) requested.push(request.url())
  })
  await gotoHydrated(page, '/')
  await page.waitForLoadState('networkidle')
  expect(requested).toEqual([])
  await page.getByRole('dialog', { name: 'Cookies' }).getByRole('button', { name: 'Accept All' }).click()
  await expect(analyticsScript(page)).toHaveCount(1)
  await expect(analyticsScript(page)).toHaveAttribute('data-domain', 'origin.example')
  await expect.poll(() => requested.length).toBeGreaterThan(0)
})

test('after Reject All it never loads, also on later pages (Norwegian popup)', async ({ page }) => {
  const requested: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(ANALYTICS_HOST)) requested.push(request.url())
  })
  await gotoHydrated(page, '/no')
  await page.getByRole('dialog', { name: 'Informasjonskapsler' }).getByRole('button', { name: 'Avvis alle' }).click()
  await page.getByRole('link', { name: 'Kontakt' }).first().click()
  await expect(page).toHaveURL(/\/kontakt$/)
  await gotoHydrated(page, '/om-oss')
  await page.waitForLoadState('networkidle')
  await expect(analyticsScript(page)).toHaveCount(0)
  expect(requested).toEqual([])
})

test.describe('Global Privacy Control', () => {
  test('counts as a refusal even when statistics were stored as yes', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })
      if (window === window.top) localStorage.setItem('statistics', 'true')
    })
    await gotoHydrated(page, '/')
    await page.waitForLoadState('networkidle')
    await expect(page.getByTestId('cookie-popup')).toHaveCount(0)
    await expect(analyticsScript(page)).toHaveCount(0)
  })
})

test('Cookie settings in the footer reopens the panel; switching statistics off unloads analytics', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  await page.getByRole('dialog', { name: 'Cookies' }).getByRole('button', { name: 'Accept All' }).click()
  await expect(analyticsScript(page)).toHaveCount(1)
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  const detail = page.getByRole('dialog', { name: 'Customize your cookie settings' })
  await detail.getByRole('switch', { name: 'Statistics' }).click()
  await detail.getByRole('button', { name: 'Save my Preferences' }).click()
  await expect(analyticsScript(page)).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('plausible_ignore'))).toBe('true')
  // And a later yes brings it back.
  await page.getByRole('button', { name: 'Cookie settings' }).click()
  await detail.getByRole('button', { name: 'Accept All' }).click()
  await expect(analyticsScript(page)).toHaveCount(1)
  expect(await page.evaluate(() => localStorage.getItem('plausible_ignore'))).toBeNull()
})
