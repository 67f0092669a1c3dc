import type { Page } from '@playwright/test'
import { ANALYTICS_HOST, expect, test, waitForHydration } from './fixtures'

/*
 * The first screen before the app's code has arrived (decision 015): on a throttled phone the page paints about a
 * second and a half before its controls come alive. Every script the page loads is held back here for 4 s, and a
 * click made in that window must not be lost: the cookie notice acts on it at once, the other buttons when the code
 * arrives.
 */

const HOLD_MS = 4000

/** Holds every app script back for HOLD_MS and opens `path` as soon as it has painted. */
async function openBeforeTheCode(page: Page, path: string): Promise<{ arrived: () => boolean }> {
  let arrived = false
  await page.route('**/assets/**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
    arrived = true
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return { arrived: () => arrived }
}

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
    test('Accept All is stored and the notice goes at once; analytics load when the code does', async ({ page }) => {
      const code = await openBeforeTheCode(page, path)
      const popup = page.getByRole('dialog', { name: notice })
      await expect(popup).toBeVisible()
      await popup.getByRole('button', { name: accept }).click()
      await expect(popup).toBeHidden()
      expect(code.arrived()).toBe(false)
      expect(await notHydrated(page)).toBe(true)
      expect(await stored(page)).toEqual({ preferences: 'true', statistics: 'true' })
      await waitForHydration(page)
      await expect(popup).toBeHidden()
      await expect(page.locator(`script[src^="${ANALYTICS_HOST}"]`)).toHaveCount(1)
    })

    test('Reject All is stored and the notice goes at once', async ({ page }) => {
      const code = await openBeforeTheCode(page, path)
      const popup = page.getByRole('dialog', { name: notice })
      await popup.getByRole('button', { name: reject }).click()
      await expect(popup).toBeHidden()
      expect(code.arrived()).toBe(false)
      expect(await stored(page)).toEqual({ preferences: 'false', statistics: 'false' })
      await waitForHydration(page)
      await page.waitForTimeout(300)
      await expect(popup).toBeHidden()
      await expect(page.locator(`script[src^="${ANALYTICS_HOST}"]`)).toHaveCount(0)
    })

    test('Customize opens the settings when the code arrives', async ({ page }) => {
      const code = await openBeforeTheCode(page, path)
      await page.getByRole('dialog', { name: notice }).getByRole('button', { name: customize }).click()
      expect(code.arrived()).toBe(false)
      expect(await stored(page)).toEqual({ preferences: null, statistics: null })
      await waitForHydration(page)
      const settings = page.getByRole('dialog', { name: details })
      await expect(settings).toBeVisible()
      await expect(settings.getByRole('switch')).toHaveCount(2)
    })
  })
}

test('the menu button keeps a click made before the code arrives and opens when it has', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
  const code = await openBeforeTheCode(page, '/about')
  const dots = page.getByTestId('menu-dots')
  await dots.click()
  expect(code.arrived()).toBe(false)
  await waitForHydration(page)
  await expect(dots).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('dialog', { name: 'Main menu' })).toBeVisible()
})

test('the language flag of a shared page keeps a click made before the code arrives', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
  await openBeforeTheCode(page, '/terms')
  await page.locator('header').getByRole('button', { name: 'Norsk – bytt til norsk' }).click()
  await waitForHydration(page)
  await expect(page.locator('header').getByRole('button', { name: 'English – switch to English' })).toBeVisible()
})
