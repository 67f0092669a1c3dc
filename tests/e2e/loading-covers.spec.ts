import type { Page } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'

/*
 * product.md's full-screen loading covers (blog list, blog article, projects) on client navigations: shown whenever the
 * screen waits for its data longer than a blink (the router's own default waited a whole second), covering the
 * window (100vh); within a screen, a filter or LOAD MORE keeps the cards and shows its own progress instead.
 */

test.beforeEach(async ({ page }) => {
  // The page's clock runs as the real one until a test pauses it (expectFullScreen).
  await page.clock.install()
  await page.addInitScript(() => {
    localStorage.setItem('statistics', 'false')
    // When the last click happened and when each status region was put on the page, in the page's own clock, for
    // expectFullScreen (a polling check runs on animation frames, which a busy machine delays).
    document.addEventListener(
      'click',
      () => (document.documentElement.dataset.clickedAt = String(performance.now())),
      true,
    )
    new MutationObserver((changes) => {
      const now = String(performance.now())
      for (const node of changes.flatMap((change) => [...change.addedNodes])) {
        if (!(node instanceof HTMLElement)) continue
        for (const status of [node, ...node.querySelectorAll<HTMLElement>('[role="status"]')]) {
          if (status.matches('[role="status"]')) status.dataset.addedAt ??= now
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
})

/**
 * Holds every server-function answer while closed, so a test can look at the screen while its data is on the way
 * without racing a timer (CI once took longer than a timed delay between the click and the check, and the next cards
 * were already there).
 */
type Gate = Awaited<ReturnType<typeof dataGate>>

async function dataGate(page: Page) {
  let closed = false
  let held: Array<() => void> = []
  await page.route('**/_serverFn/**', async (route) => {
    if (closed) await new Promise<void>((resolve) => held.push(resolve))
    await route.continue()
  })
  return {
    close() {
      closed = true
    },
    open() {
      closed = false
      for (const resume of held) resume()
      held = []
    },
    /** How many answers are waiting at the gate. */
    held: () => held.length,
  }
}

/**
 * Pauses the page's clock a little ahead of its now, which moves on while the call is on its way: a time in the past is
 * refused, and a busy CI machine once took longer than a second between reading the page's time and pausing it. The
 * page's timers are then due only as the test moves the clock.
 */
async function pauseAhead(page: Page) {
  for (const ahead of [1000, 5000, 30_000]) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead)
      return
    } catch (error) {
      if (!String(error).includes('fast-forward to the past')) throw error
    }
  }
  throw new Error('the page clock could not be paused ahead of its time')
}

/**
 * The cover shows, the window's height and from its top, sooner than the router's default second after the click
 * (measured in the page, in the same frame it is found: it may be brief). The second is the page's own: its clock is
 * paused before the click and moved on in steps once the screen's data request waits at the gate, so a
 * busy machine (CI once took 1.6 s of wall time to load the next screen's code) cannot stretch the count.
 */
async function expectFullScreen(page: Page, gate: Gate, click: () => Promise<void>, label: string) {
  await pauseAhead(page)
  await click()
  await expect.poll(gate.held).toBeGreaterThan(0)
  const find = (text: string) => {
    const cover = [...document.querySelectorAll<HTMLElement>('[role="status"]')].find((el) =>
      el.textContent?.includes(text),
    )
    const box = cover?.getBoundingClientRect()
    const after = Number(cover?.dataset.addedAt) - Number(document.documentElement.dataset.clickedAt)
    return box && box.height > 0 ? { y: box.y, height: box.height, after } : null
  }
  let shown = await page.evaluate(find, label)
  for (let step = 0; !shown && step < 40; step++) {
    await page.clock.runFor(50)
    shown = await page.evaluate(find, label)
  }
  await page.clock.resume()
  expect(shown).toMatchObject({ y: 0, height: page.viewportSize()?.height })
  expect(shown?.after).toBeLessThan(1000)
}

test('a blog article opened from a React page shows the cover while its data arrives, then the article', async ({
  page,
}) => {
  // From the projects list to the journal, rendered by the app (home and the journal are pages without React, whose
  // links are plain navigations).
  await gotoHydrated(page, '/projects')
  await page.locator('footer a[href="/blogs"]').first().click()
  await expect(page).toHaveURL(/\/blogs$/)
  const link = page.locator('main a[href^="/blogs/"]').first()
  await expect(link).toBeVisible()
  const gate = await dataGate(page)
  gate.close()
  await expectFullScreen(page, gate, () => link.click(), 'Loading the article')
  gate.open()
  await expect(page).toHaveURL(/\/blogs\/.+/)
  await expect(page.locator('article [data-rich-text] p').first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading the article' })).toHaveCount(0)
})

test('the journal and the projects list show their cover well before a second (Norwegian)', async ({ page }) => {
  // From a React page (contact): its menu's links are the app's navigations.
  await gotoHydrated(page, '/kontakt')
  const gate = await dataGate(page)
  const menu = page.getByRole('dialog', { name: 'Hovedmeny' })
  await page.getByTestId('menu-dots').click()
  gate.close()
  await expectFullScreen(page, gate, () => menu.getByRole('link', { name: 'blog' }).click(), 'Laster artikler')
  gate.open()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByTestId('menu-dots').click()
  gate.close()
  await expectFullScreen(page, gate, () => menu.getByRole('link', { name: 'projekter' }).click(), 'Laster prosjekter')
  gate.open()
  await expect(page.locator('main h2').first()).toBeVisible()
})

test('LOAD MORE and the filter keep the cards on screen while the next ones load', async ({ page }) => {
  await gotoHydrated(page, '/projects')
  const cards = page.locator('main h2')
  const list = page.getByTestId('project-cards')
  await expect(cards).toHaveCount(6)
  const gate = await dataGate(page)
  /** While the data waits well past the moment a cover would show, the cards stay and only the list is busy. */
  const whileWaiting = async () => {
    await expect.poll(gate.held).toBeGreaterThan(0)
    await expect(list).toHaveAttribute('aria-busy', 'true')
    // A cover would be due 150 ms into the wait (LOADING_COVER.pendingMs); look well after that.
    await page.waitForTimeout(650)
    await expect(page.getByText('Loading projects')).toHaveCount(0)
  }

  gate.close()
  const more = page.getByRole('link', { name: 'LOAD MORE' })
  await more.click()
  await expect(more).toHaveAttribute('aria-busy', 'true')
  await whileWaiting()
  await expect(cards).toHaveCount(6)
  gate.open()
  await expect(cards).toHaveCount(9)
  await expect(list).toHaveAttribute('aria-busy', 'false')

  gate.close()
  await page
    .getByRole('navigation', { name: 'Filter projects by category' })
    .getByRole('link', { name: /Branding/ })
    .click()
  await whileWaiting()
  gate.open()
  await expect(list).toHaveAttribute('aria-busy', 'false')
  await expect(page).toHaveURL(/category=Branding/)
})
