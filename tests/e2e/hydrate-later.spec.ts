import type { Page, Request } from '@playwright/test'
import { expect, gotoHydrated, inLivePart, networkWatch, test } from './fixtures'

/*
 * Parts of a page that Start's `<Hydrate>` defers (decision 056): the server renders them in full and
 * styled, the page's load does not fetch their code; a visitor scrolling near fetches it and hydrates them, never with
 * a stylesheet (their styles are in the page's HTML), and keeps the server's nodes (what was typed stays); a click
 * made before that is kept and acted on, and a client navigation shows them whole at once (decision 095).
 */

const parts = [
  {
    name: 'the card game',
    path: '/creative-lab',
    chunk: /\/CardGame-[^/]+\.js$/,
    region: (page: Page) => page.locator('#game'),
    control: (page: Page) => page.getByRole('button', { name: 'Shuffle' }),
  },
] as const

function requestsOf(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => seen.push(request))
  return seen
}

for (const part of parts) {
  test(`${part.name}: served whole, its code fetched only when near, its nodes kept, no stylesheet then`, async ({
    page,
  }) => {
    // A window short enough for each part to start below it (and its margin).
    await page.setViewportSize({ width: 1440, height: 500 })
    const requests = requestsOf(page)
    const network = networkWatch(page)
    await gotoHydrated(page, part.path)
    await network.quiet()
    const fetched = () => requests.filter((request) => part.chunk.test(request.url())).length
    expect(fetched(), 'fetched with the page').toBe(0)
    // The server's markup, styled by the page's own CSS, though nothing of it is hydrated.
    await expect(part.region(page)).toBeAttached()
    expect(await inLivePart(part.control(page))).toBe(false)
    await part.control(page).evaluate((element) => Reflect.set(element, 'fromTheServer', true))
    const before = requests.length
    await part.region(page).scrollIntoViewIfNeeded()
    await expect(part.control(page)).toBeVisible()
    await expect.poll(() => inLivePart(part.control(page))).toBe(true)
    expect(fetched()).toBe(1)
    expect(await part.control(page).evaluate((element) => Reflect.get(element, 'fromTheServer'))).toBe(true)
    const stylesheets = requests.slice(before).filter((request) => request.resourceType() === 'stylesheet')
    expect(stylesheets.map((request) => request.url())).toEqual([])
  })
}

for (const part of parts) {
  test(`${part.name}: on a client navigation, whole and live at once, however far below the window`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 500 })
    // Its code has come in this visit (the router's Back and Forward bring a page back this way, decision 095).
    await gotoHydrated(page, part.path)
    await part.region(page).scrollIntoViewIfNeeded()
    await expect.poll(() => inLivePart(part.control(page))).toBe(true)
    await page.locator('footer').getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.locator('footer').getByRole('link', { name: 'Creative Lab' }).click()
    await expect(page).toHaveURL(/\/creative-lab$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    // Nowhere near the window, and there: nothing waits for the visitor to scroll to it.
    await expect(part.control(page)).toBeAttached()
    expect(await part.control(page).evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(800)
    await expect.poll(() => inLivePart(part.control(page))).toBe(true)
  })
}

test('a Shuffle clicked before the game’s code has come is kept, and played once it has', async ({ page }) => {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/CardGame-[^/]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  await gotoHydrated(page, '/creative-lab')
  const message = page.getByTestId('game-message')
  const first = await message.textContent()
  await page.getByRole('button', { name: 'Shuffle' }).click()
  // Nothing can happen yet: the game's code is held back.
  expect(await message.textContent()).toBe(first)
  release()
  await expect(message).not.toHaveText(first ?? '')
})

test('a client navigation shows the form at once, whole and working', async ({ page }) => {
  await gotoHydrated(page, '/careers')
  await page
    .getByRole('link', { name: /Apply Now/i })
    .first()
    .click()
  await expect(page).toHaveURL(/\/careers\/[^/]+$/)
  const send = page.getByRole('button', { name: 'Send application' })
  await expect(send).toBeVisible()
  await expect.poll(() => inLivePart(send)).toBe(true)
})
