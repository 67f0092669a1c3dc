import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

/*
 * SPEC's full-screen loading covers (blog list, blog article, projects) on client navigations: shown whenever the
 * screen waits for its data longer than a blink (the router's own default waited a whole second), covering the
 * window (100vh); within a screen, a filter or LOAD MORE keeps the cards and shows its own progress instead.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
})

/**
 * Every server-function answer arrives no sooner than `ms` after the last `click()` mark, as on a slow connection.
 * Counted from the click rather than from the request: hovering a link already asks for its data (intent preload), and
 * how long Playwright hovers before it clicks varies, so a delay per request left anything from `ms` to almost nothing
 * to wait after the click (CI once waited too little for a cover to be due, and the test failed).
 */
async function slowData(page: Page, ms: number) {
  let clickedAt = Date.now()
  await page.route('**/_serverFn/**', async (route) => {
    // Checked again after each sleep: a request made on hover waits for the click that comes after it.
    for (let wait = clickedAt + ms - Date.now(); wait > 0; wait = clickedAt + ms - Date.now()) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(wait, 50)))
    }
    await route.continue()
  })
  return {
    /** Hovers the link (its data may start loading), then starts the clock and clicks it. */
    async click(link: Locator) {
      await link.hover()
      clickedAt = Date.now()
      await link.click()
    },
  }
}

/** The cover shows, the window's height and from its top (measured in the same frame it is found: it may be brief). */
async function expectFullScreen(page: Page, label: string) {
  const found = await page.waitForFunction((text) => {
    const cover = [...document.querySelectorAll('[role="status"]')].find((el) => el.textContent?.includes(text))
    const box = cover?.getBoundingClientRect()
    return box && box.height > 0 ? { y: box.y, height: box.height } : null
  }, label)
  expect(await found.jsonValue()).toEqual({ y: 0, height: page.viewportSize()?.height })
}

test('a blog article shows the cover while its data arrives, then the article', async ({ page }) => {
  await gotoHydrated(page, '/blogs')
  // Under a second: the router's default would have shown nothing, then the article.
  const slow = await slowData(page, 800)
  await slow.click(page.getByRole('link', { name: 'Freelancer vs agency: who should build your brand?' }))
  await expectFullScreen(page, 'Loading the article')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Freelancer vs agency: who should build your brand?')
  await expect(page.getByRole('status').filter({ hasText: 'Loading the article' })).toHaveCount(0)
})

test('the journal and the projects list show their cover well before a second (Norwegian)', async ({ page }) => {
  await gotoHydrated(page, '/no')
  // Answers in 800 ms: the router's default would show nothing and then jump; the cover shows while it waits.
  const slow = await slowData(page, 800)
  await page.getByTestId('menu-dots').click()
  await slow.click(page.getByRole('dialog', { name: 'Hovedmeny' }).getByRole('link', { name: 'blog' }))
  await expectFullScreen(page, 'Laster artikler')
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByTestId('menu-dots').click()
  await slow.click(page.getByRole('dialog', { name: 'Hovedmeny' }).getByRole('link', { name: 'projekter' }))
  await expectFullScreen(page, 'Laster prosjekter')
  await expect(page.locator('main h2').first()).toBeVisible()
})

test('LOAD MORE and the filter keep the cards on screen while the next ones load', async ({ page }) => {
  await gotoHydrated(page, '/projects')
  const cards = page.locator('main h2')
  await expect(cards).toHaveCount(6)
  const slow = await slowData(page, 900)
  const more = page.getByRole('link', { name: 'LOAD MORE' })
  await slow.click(more)
  await expect(more).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByTestId('project-cards')).toHaveAttribute('aria-busy', 'true')
  await expect(cards).toHaveCount(6)
  await expect(page.getByText('Loading projects')).toHaveCount(0)
  await expect(cards).toHaveCount(9)
  await expect(page.getByTestId('project-cards')).toHaveAttribute('aria-busy', 'false')
  await slow.click(
    page.getByRole('navigation', { name: 'Filter projects by category' }).getByRole('link', { name: /Branding/ }),
  )
  await expect(page.getByTestId('project-cards')).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByText('Loading projects')).toHaveCount(0)
  await expect(page.getByTestId('project-cards')).toHaveAttribute('aria-busy', 'false')
  await expect(page).toHaveURL(/category=Branding/)
})
