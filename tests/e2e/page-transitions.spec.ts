import type { Page } from '@playwright/test'
import { expect, gotoHydrated, holdRequests, test } from './fixtures'

/*
 * Client navigations between pages cross-fade through the View Transitions API (type `page`), the header a
 * layer of its own; a change of search alone (a filter) does not, nor does anything under reduced motion; no layout
 * shift.
 */

/** Records each view transition the page starts (its types, or null for a bare callback) and its layout shifts. */
async function watchTransitions(page: Page) {
  await page.addInitScript(() => {
    const started: Array<string[] | null> = []
    const shifts: number[] = []
    Object.assign(window, { transitionsStarted: started, layoutShiftsSeen: shifts })
    const original = document.startViewTransition?.bind(document)
    if (original)
      document.startViewTransition = (argument) => {
        started.push(typeof argument === 'object' && argument !== null ? [...(argument.types ?? [])] : null)
        return original(argument)
      }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if ('value' in entry && typeof entry.value === 'number' && !('hadRecentInput' in entry && entry.hadRecentInput))
          shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return {
    started: () =>
      page.evaluate(() => ('transitionsStarted' in window ? (window.transitionsStarted as unknown[]) : [])),
    shifts: () =>
      page.evaluate(() =>
        'layoutShiftsSeen' in window && Array.isArray(window.layoutShiftsSeen)
          ? window.layoutShiftsSeen.reduce((sum: number, value: number) => sum + value, 0)
          : -1,
      ),
  }
}

for (const { lang, from, linkName, to, heading } of [
  { lang: 'en', from: '/contact', linkName: 'Careers', to: '/careers', heading: /.+/ },
  { lang: 'no', from: '/kontakt', linkName: 'Karrierer', to: '/karrierer', heading: /.+/ },
] as const) {
  test(`${lang}: a link to another page cross-fades, the header its own layer, nothing shifts`, async ({ page }) => {
    const watch = await watchTransitions(page)
    await gotoHydrated(page, from)
    // The first render (hydration) is no transition.
    expect(await watch.started()).toEqual([])
    await expect(page.locator('header').first()).toHaveCSS('view-transition-name', 'site-header')
    await page.locator('footer').getByRole('link', { name: linkName, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${to}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect.poll(watch.started).toEqual([['page']])
    // What Lighthouse shows as CLS 0.000 (fonts.spec.ts): a late font on a slow machine may move a word by a pixel.
    expect(await watch.shifts()).toBeLessThan(0.001)
  })
}

test('main is marked busy from the press until the next page is shown', async ({ page }) => {
  await gotoHydrated(page, '/contact')
  // Every change of main's aria-busy, with whether the heading was already the next page's and a fade was running.
  const here = await page.getByRole('heading', { level: 1 }).textContent()
  await page.evaluate((here) => {
    const main = document.getElementById('main')
    if (!main) throw new Error('no main')
    const seen: string[] = []
    Object.assign(window, { busySeen: seen })
    new MutationObserver(() => {
      const heading = document.querySelector('main h1')?.textContent ?? ''
      seen.push(`${main.getAttribute('aria-busy')} ${heading === here ? 'this' : 'next'}`)
    }).observe(main, { attributes: true, attributeFilter: ['aria-busy'] })
  }, here)
  // The next page's data held back, so the router surely has something to wait for.
  const release = await holdRequests(page, '**/_serverFn/**')
  await page.locator('footer').getByRole('link', { name: 'Careers', exact: true }).click()
  await expect(page.locator('main')).toHaveAttribute('aria-busy', 'true')
  release()
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(here ?? '')
  await expect(page.locator('main')).not.toHaveAttribute('aria-busy')
  expect(await page.evaluate(() => ('busySeen' in window ? window.busySeen : null))).toEqual(['true this', 'null next'])
})

test.describe('with the CMS calls failing', () => {
  // What the page logs of the calls it could not make: the failure under test.
  test.use({ expectedConsoleErrors: /Failed to fetch|net::ERR_FAILED/ })

  test('a navigation whose data cannot be had is not left busy: the page says so, main unmarked', async ({ page }) => {
    await gotoHydrated(page, '/contact')
    // Every change of main's aria-busy: marked while the call was tried, then not.
    await page.evaluate(() => {
      const main = document.getElementById('main')
      if (!main) throw new Error('no main')
      const seen: Array<string | null> = []
      Object.assign(window, { busySeen: seen })
      new MutationObserver(() => seen.push(main.getAttribute('aria-busy'))).observe(main, {
        attributes: true,
        attributeFilter: ['aria-busy'],
      })
    })
    await page.route('**/_serverFn/**', (route) => route.abort('failed'))
    await page.locator('footer').getByRole('link', { name: 'Careers', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible()
    await expect(page.locator('main')).not.toHaveAttribute('aria-busy')
    expect(await page.evaluate(() => ('busySeen' in window ? window.busySeen : null))).toEqual(['true', null])
  })
})

test('a transition skipped by the next one (a quick second navigation) is no error on the page', async ({ page }) => {
  await gotoHydrated(page, '/contact')
  // Two in a row: the first is skipped before it is ready, as when a second navigation starts during the first's fade.
  // The consoleErrors fixture fails the test on the uncaught rejection that used to follow.
  const done = await page.evaluate(async () => {
    document.startViewTransition(() => undefined)
    await document.startViewTransition(() => undefined).finished
    return true
  })
  expect(done).toBe(true)
})

test('a filter (search only) is no page transition', async ({ page }) => {
  const watch = await watchTransitions(page)
  await gotoHydrated(page, '/projects')
  await page
    .getByRole('navigation', { name: 'Filter projects by category' })
    .getByRole('link', { name: /Branding/ })
    .click()
  await expect(page).toHaveURL(/category=Branding/)
  await expect(page.getByTestId('project-cards')).toHaveAttribute('aria-busy', 'false')
  expect(await watch.started()).toEqual([])
})

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('pages change without a transition', async ({ page }) => {
    const watch = await watchTransitions(page)
    await gotoHydrated(page, '/om-oss')
    await page.locator('footer').getByRole('link', { name: 'Karrierer', exact: true }).click()
    await expect(page).toHaveURL(/\/karrierer$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await watch.started()).toEqual([])
  })
})
