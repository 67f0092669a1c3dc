import type { Locator, Page } from '@playwright/test'
import { expect, gotoHydrated, settled, test, waitForHydration } from './fixtures'

/*
 * Back, Forward and reload return a visitor to where they were (decisions 055 and 095): the window at the same height,
 * and the element they were looking at at the same place in it, at a phone's width and a laptop's (where smooth
 * scrolling is on once the wheel is used). Client navigations between React pages, document navigations from a page
 * without React, and a reload.
 */

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const

/** The Creative Lab's own links to its sections. */
const LAB_NAV = 'Creative Lab sections'

/** Pixels of difference allowed: smooth scrolling stops between pixels. */
const TOLERANCE = 4

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
})

/**
 * Where `target` is in the window: its layout box's top (offsets, so the scroll-driven rises, which move boxes by
 * transforms, do not count) less the window's height in the page.
 */
function placeOf(target: Locator): Promise<number> {
  return target.evaluate((element) => {
    let top = 0
    for (let node: Element | null = element; node instanceof HTMLElement; node = node.offsetParent)
      top += node.offsetTop
    return Math.round(top - window.scrollY)
  })
}

type Spot = { y: number; place: number }

/** Scrolls with the wheel, as a visitor does, until `target`'s top is in the upper part of the window. */
async function wheelTo(page: Page, target: Locator): Promise<Spot> {
  const viewport = page.viewportSize()
  if (!viewport) throw new Error('no viewport')
  await page.mouse.move(8, viewport.height / 2)
  for (let step = 0; step < 80; step += 1) {
    const place = await placeOf(target)
    if (place >= 60 && place <= viewport.height / 3) break
    await page.mouse.wheel(0, Math.max(-600, Math.min(600, place - 120)))
    await settled(page)
  }
  const y = await settled(page)
  const place = await placeOf(target)
  expect(place, 'the target is in the upper part of the window').toBeGreaterThanOrEqual(60)
  expect(place).toBeLessThanOrEqual(viewport.height / 3)
  return { y, place }
}

/**
 * The window is back at `spot`, and `target` is where it was in it; still so once the part of the page around
 * `target` is live (a part `<Hydrate>` defers, decision 056) and the window has stopped.
 */
async function expectBackAt(page: Page, target: Locator, spot: Spot): Promise<void> {
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - spot.y)).toBeLessThan(TOLERANCE)
  await expect.poll(async () => Math.abs((await placeOf(target)) - spot.place)).toBeLessThan(TOLERANCE)
  await expect.poll(() => target.evaluate((element) => element.closest('[data-hydrating]') === null)).toBe(true)
  expect(Math.abs((await settled(page)) - spot.y), 'the window, once the page is whole').toBeLessThan(TOLERANCE)
  expect(Math.abs((await placeOf(target)) - spot.place), 'the target, once the page is whole').toBeLessThan(TOLERANCE)
}

for (const size of SIZES) {
  test.describe(`${size.width} px`, () => {
    test.use({ viewport: size })

    test('home → an article from the journal teaser → Back, Forward, Back: each page where it was', async ({
      page,
    }) => {
      await gotoHydrated(page, '/')
      const journal = page.getByRole('region', { name: 'From the journal' })
      const home = await wheelTo(page, journal)
      const article = journal.getByRole('link').first()
      await expect(article).toBeInViewport()
      await article.click()
      await expect(page).toHaveURL(/\/blogs\/.+/)
      const heading = page.getByRole('heading', { level: 1 })
      await expect(heading).toBeVisible()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
      // Down the article too, so Forward has somewhere to return to.
      const readMore = page.getByRole('link', { name: 'Read Article' }).first()
      const there = await wheelTo(page, readMore)

      await page.goBack()
      await expect(page).toHaveURL(/\/$/)
      await expectBackAt(page, journal, home)

      await page.goForward()
      await expect(page).toHaveURL(/\/blogs\/.+/)
      await expectBackAt(page, readMore, there)

      await page.goBack()
      await expect(page).toHaveURL(/\/$/)
      await expectBackAt(page, journal, home)
    })

    test('home reloaded at the journal teaser opens there again', async ({ page }) => {
      await gotoHydrated(page, '/')
      const journal = page.getByRole('region', { name: 'From the journal' })
      const spot = await wheelTo(page, journal)
      await page.reload()
      await waitForHydration(page)
      await expectBackAt(page, journal, spot)
    })

    test('the Creative Lab scrolled just past the card game → another page → Back: there again', async ({ page }) => {
      await gotoHydrated(page, '/creative-lab')
      // The brand list, right below the game: the game's part comes near as the visitor scrolls by it.
      const brand = page.locator('#brand')
      await wheelTo(page, brand)
      // Up a little, as a visitor does for the header, which shows on the way up.
      await page.mouse.wheel(0, -120)
      const dots = page.getByTestId('menu-dots')
      await expect(dots).toBeInViewport()
      const spot = { y: await settled(page), place: await placeOf(brand) }
      await dots.click()
      await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'about', exact: true }).click()
      await expect(page).toHaveURL(/\/about$/)
      await waitForHydration(page)
      await page.goBack()
      await expect(page).toHaveURL(/\/creative-lab$/)
      await expectBackAt(page, brand, spot)
      await expect(page.getByRole('button', { name: 'Shuffle' })).toBeAttached()
    })

    test('the Creative Lab jumped to its free resources by its own link → another page → Back: there again', async ({
      page,
    }) => {
      await gotoHydrated(page, '/creative-lab')
      // A jump straight past the card game (on a React page its part's code had not come when the page was put back;
      // a page without React is whole in its HTML, its game a module that changes nothing of its size).
      await page.getByRole('navigation', { name: LAB_NAV }).getByRole('link', { name: 'Freebies' }).click()
      await expect(page).toHaveURL(/#freebies$/)
      const freebies = page.locator('#freebies')
      await settled(page)
      await page.mouse.move(8, size.height / 2)
      await page.mouse.wheel(0, -120)
      const dots = page.getByTestId('menu-dots')
      await expect(dots).toBeInViewport()
      const spot = { y: await settled(page), place: await placeOf(freebies) }
      await dots.click()
      await page.getByRole('dialog', { name: 'Main menu' }).getByRole('link', { name: 'about', exact: true }).click()
      await expect(page).toHaveURL(/\/about$/)
      await waitForHydration(page)
      await page.goBack()
      await expect(page).toHaveURL(/\/creative-lab#freebies$/)
      await expectBackAt(page, freebies, spot)
    })

    test('the projects after LOAD MORE → a project → Back: the added projects there, at the same card', async ({
      page,
    }) => {
      await gotoHydrated(page, '/projects')
      const cards = page.locator('main a[href^="/projects/"]')
      const before = await cards.count()
      await page.getByRole('link', { name: 'LOAD MORE' }).click()
      await expect(page).toHaveURL(/\/projects\?page=2$/)
      await expect.poll(() => cards.count()).toBeGreaterThan(before)
      const count = await cards.count()
      const last = cards.last()
      const spot = await wheelTo(page, last)
      await expect(last).toBeInViewport()
      await last.click()
      await expect(page).toHaveURL(/\/projects\/[^?]+$/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.goBack()
      await expect(page).toHaveURL(/\/projects\?page=2$/)
      await expect(cards).toHaveCount(count)
      await expectBackAt(page, last, spot)
    })

    test('services, a page without React → the contact page → Back: where it was', async ({ page }) => {
      await gotoHydrated(page, '/services')
      const contact = page.locator('main a[href="/contact"]').last()
      const spot = await wheelTo(page, contact)
      await expect(contact).toBeInViewport()
      await contact.click()
      await expect(page).toHaveURL(/\/contact$/)
      await waitForHydration(page)
      await page.goBack()
      await expect(page).toHaveURL(/\/services$/)
      await expectBackAt(page, contact, spot)
    })
  })
}
