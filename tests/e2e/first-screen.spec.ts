import type { Page } from '@playwright/test'
import { ANALYTICS_HOST, expect, openWithScriptsHeld, test, waitForHydration } from './fixtures'

/*
 * The first screen before the app's code has arrived (decision 015): on a throttled phone the page paints about a
 * second before its controls come alive. Every script the page loads is held back here until the test lets it through,
 * and a click made in that window must not be lost: the cookie notice acts on it at once, the other buttons when the
 * code arrives.
 */

const notHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated !== 'true')
const stored = (page: Page) =>
  page.evaluate(() => ({
    preferences: localStorage.getItem('preferences'),
    statistics: localStorage.getItem('statistics'),
  }))

for (const { lang, path, accept, reject, customize, notice, details } of [
  {
    lang: 'en',
    path: '/contact',
    accept: 'Accept All',
    reject: 'Reject All',
    customize: 'Customize',
    notice: 'Cookies',
    details: 'Customize your cookie settings',
  },
  {
    lang: 'no',
    path: '/kontakt',
    accept: 'Godta alle',
    reject: 'Avvis alle',
    customize: 'Tilpass',
    notice: 'Informasjonskapsler',
    details: 'Tilpass innstillingene for informasjonskapsler',
  },
] as const) {
  test.describe(`cookie notice before the code arrives (${lang})`, () => {
    test.use({ stubAnalytics: true })
    test('Accept All is stored and the notice goes at once; analytics load when the code does', async ({ page }) => {
      const release = await openWithScriptsHeld(page, path)
      const popup = page.getByRole('dialog', { name: notice })
      await expect(popup).toBeVisible()
      await popup.getByRole('button', { name: accept }).click()
      await expect(popup).toBeHidden()
      expect(await notHydrated(page)).toBe(true)
      expect(await stored(page)).toEqual({ preferences: 'true', statistics: 'true' })
      release()
      await waitForHydration(page)
      await expect(popup).toBeHidden()
      await expect(page.locator(`script[src^="${ANALYTICS_HOST}"]`)).toHaveCount(1)
    })

    test('Reject All is stored and the notice goes at once', async ({ page }) => {
      const release = await openWithScriptsHeld(page, path)
      const popup = page.getByRole('dialog', { name: notice })
      await popup.getByRole('button', { name: reject }).click()
      await expect(popup).toBeHidden()
      expect(await notHydrated(page)).toBe(true)
      expect(await stored(page)).toEqual({ preferences: 'false', statistics: 'false' })
      release()
      await waitForHydration(page)
      // An absence (the notice does not come back, analytics do not load) has no event to wait for: the app's
      // effects after hydration are given a moment to act, as a wrong one would.
      await page.waitForTimeout(300)
      await expect(popup).toBeHidden()
      await expect(page.locator(`script[src^="${ANALYTICS_HOST}"]`)).toHaveCount(0)
    })

    test('Customize opens the settings when the code arrives', async ({ page }) => {
      const release = await openWithScriptsHeld(page, path)
      await page.getByRole('dialog', { name: notice }).getByRole('button', { name: customize }).click()
      expect(await notHydrated(page)).toBe(true)
      expect(await stored(page)).toEqual({ preferences: null, statistics: null })
      release()
      await waitForHydration(page)
      const settings = page.getByRole('dialog', { name: details })
      await expect(settings).toBeVisible()
      await expect(settings.getByRole('switch')).toHaveCount(2)
    })
  })
}

test('the menu button keeps a click made before the code arrives and opens when it has', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
  const release = await openWithScriptsHeld(page, '/about')
  const dots = page.getByTestId('menu-dots')
  await dots.click()
  expect(await notHydrated(page)).toBe(true)
  release()
  await waitForHydration(page)
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible()
})

test('the language flag of a shared page keeps a click made before the code arrives', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
  const release = await openWithScriptsHeld(page, '/terms')
  // A plain link (decision 055): it needs no code at all.
  await page.locator('header').getByRole('link', { name: 'Norsk – bytt til norsk' }).click()
  await expect(page.locator('header').getByRole('link', { name: 'English – switch to English' })).toBeVisible()
  expect(await notHydrated(page)).toBe(true)
  release()
  await waitForHydration(page)
  await expect(page).toHaveURL(/\/terms$/)
})
