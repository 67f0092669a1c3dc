import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

/*
 * Code a page fetches when a visitor is about to need it (smooth scrolling, analytics after a choice, the fun facts'
 * drag and drop) may never come: a press that navigates at once aborts its load (Firefox then reported "error loading
 * dynamically imported module" as an unhandled rejection), a flaky network, a deploy that replaced the chunk. The page
 * goes on without it, throws nothing, and tries again at the visitor's next reach. Chromium reports an unhandled
 * rejection as a `pageerror`, which the fixture fails on; each test also waits for the second try, which only a
 * handled failure makes.
 */

// The aborted loads themselves ("Failed to load resource: net::ERR_FAILED"): what the test does on purpose.
test.use({ expectedConsoleErrors: /net::ERR_FAILED/ })

/** Aborts every load of the chunks `pattern` matches, and counts them; `errors` are the page's uncaught ones. */
async function abortChunks(page: Page, pattern: RegExp) {
  const watch = { tries: 0, errors: [] as string[] }
  page.on('pageerror', (error) => watch.errors.push(error.message))
  await page.route(pattern, (route) => {
    watch.tries += 1
    return route.abort()
  })
  return watch
}

/** Repeats `reach` until the chunk has been asked for twice; fails at once with the page's errors if it threw. */
async function expectRetriedQuietly(watch: { tries: number; errors: string[] }, reach: () => Promise<void>) {
  await expect
    .poll(async () => {
      if (watch.tries < 2 && watch.errors.length === 0) await reach()
      return { errors: watch.errors, tries: Math.min(watch.tries, 2) }
    })
    .toEqual({ errors: [], tries: 2 })
}

for (const path of ['/contact', '/services']) {
  test(`${path} at 1440 px: smooth scrolling's code aborted, the page scrolls natively and tries at the next wheel`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
    const watch = await abortChunks(page, /\/assets\/(document-)?lenis-[^/]+\.js$/)
    await gotoHydrated(page, path)
    await page.mouse.move(700, 450)
    await expectRetriedQuietly(watch, () => page.mouse.wheel(0, 120))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })

  test(`${path}: analytics' code aborted after a yes, the page goes on and tries at the next choice`, async ({
    page,
  }) => {
    const watch = await abortChunks(page, /\/assets\/(document-)?analytics-[^/]+\.js$/)
    await gotoHydrated(page, path)
    await page.getByTestId('cookie-popup').getByRole('button', { name: 'Accept All' }).click()
    await expect.poll(() => watch.tries).toBe(1)
    // A second choice: statistics off.
    await page.locator('footer').getByRole('button', { name: 'Cookie settings' }).click()
    const detail = page.getByRole('dialog', { name: 'Customize your cookie settings' })
    await detail.getByRole('switch', { name: 'Statistics' }).click()
    await detail.getByRole('button', { name: 'Save my Preferences' }).click()
    await expectRetriedQuietly(watch, async () => undefined)
  })
}

test("the fun facts' drag and drop aborted, the rows stay still and the next reach for them tries again", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
  const watch = await abortChunks(page, /\/assets\/document-fact-sorting-[^/]+\.js$/)
  await gotoHydrated(page, '/about')
  const facts = page.getByRole('region', { name: /fun facts/i })
  // Near the window: its first try.
  await facts.scrollIntoViewIfNeeded()
  await expect.poll(() => watch.tries).toBe(1)
  const rows = facts.locator('[data-fact]')
  let row = 0
  await expectRetriedQuietly(watch, async () => {
    // The pointer over another row each time: a new `pointerover`.
    row = (row + 1) % 2
    await rows.nth(row).hover()
  })
})
