import type { Page } from '@playwright/test'
import { expect, gotoHydrated, holdRequests, settled, test, waitForHydration } from './fixtures'

/*
 * The Creative Lab as a page without React (issue 65): its controls are screen modules (lib/screen-modules.ts) on the
 * server's markup. The game plays to its end, the resources' filter answers in place with the address and Back, the
 * playlist follows consent, an early press is kept, and without JavaScript the page is whole and its filter works as
 * links. The same modules on a React render of the lab (a client navigation from a React page) end this file.
 */

const SPOTIFY = /^https:\/\/open\.spotify\.com\//

// Accept All loads analytics: answered by the suite's stub (fixtures.ts).
test.use({ stubAnalytics: true })

test.beforeEach(async ({ page }) => {
  // The embed is third-party and there is no network here: answered locally. Init scripts run in every frame; only the
  // site's own top frame has storage to set.
  await page.route(SPOTIFY, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Playlist</title><p>Playlist</p>' }),
  )
})

/** Stored choices before the page's scripts: the cookie notice chosen (or left open, with `null`). */
async function chosen(page: Page, preferences: boolean | null) {
  await page.addInitScript((value) => {
    if (window !== window.top || value === null) return
    localStorage.setItem('preferences', String(value))
    localStorage.setItem('statistics', 'false')
  }, preferences)
}

/** Resolves once the screen module `name` has attached to its root (lib/screen-modules.ts marks it). */
async function live(page: Page, name: string) {
  await expect(page.locator(`[data-module="${name}"][data-module-live]`)).toBeAttached()
}

const resources = (page: Page) => page.locator('#freebies h3')
const filters = (page: Page, name = 'Show resources by category') => page.getByRole('navigation', { name })

test('the lab carries no hydration data and loads no app: the game and the filter come as modules', async ({
  page,
}) => {
  await chosen(page, false)
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  const response = await page.goto('/kreativ-lab')
  const html = (await response?.text()) ?? ''
  expect(html).not.toContain('$_TSR')
  expect(html).not.toContain('data-hydrating')
  await waitForHydration(page)
  // The game's and the filter's code only near them.
  expect(scripts.filter((path) => /card-game|resource-filter|playlist/.test(path))).toEqual([])
  await page.locator('#game').scrollIntoViewIfNeeded()
  await live(page, 'cardGame')
  await page.locator('#freebies').scrollIntoViewIfNeeded()
  await live(page, 'resourceFilter')
  expect(scripts.every((path) => path.startsWith('/assets/document-'))).toBe(true)
})

test('the card game plays to its end by keyboard, focus never leaves the pressed control', async ({ page }) => {
  await chosen(page, false)
  await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') })
  await gotoHydrated(page, '/creative-lab')
  await page.locator('#game').scrollIntoViewIfNeeded()
  await live(page, 'cardGame')
  const shuffle = page.getByRole('button', { name: 'Shuffle' })
  await page.clock.pauseAt(new Date('2026-06-01T10:01:00Z'))
  const message = page.getByTestId('game-message')
  await shuffle.focus()
  await page.keyboard.press('Enter')
  await expect(message).toHaveText("Remember the card that's happy")
  // Disabled while the round runs, and still the focused control (a disabled button would drop the focus).
  await expect(shuffle).toBeDisabled()
  await expect(shuffle).toBeFocused()
  const happy = await page.getByRole('button', { name: /, happy$/ }).elementHandle()
  if (!happy) throw new Error('no happy card shown')
  await page.clock.runFor(2000)
  await expect(message).toHaveText('Shuffling...')
  // A card focused while the cards move keeps the focus as it changes places.
  await happy.focus()
  for (let step = 0; step < 14; step++) {
    await page.clock.runFor(500)
    expect(await happy.evaluate((card) => card === document.activeElement)).toBe(true)
  }
  await expect(message).toHaveText('Pick a card!')
  await page.keyboard.press('Enter')
  await expect(message).toHaveText('Congrats you won!')
  expect(await happy.evaluate((card) => card === document.activeElement)).toBe(true)
  await expect(page.locator('#game [data-result="won"]')).toBeVisible()
  await expect(page.locator('#game [data-result="lost"]')).toBeHidden()
  // A new round from the end: Shuffle is live again and the faces turn back first.
  await shuffle.click()
  await expect(message).toHaveText("Remember the card that's happy")
  await expect(page.locator('#game [data-result]:visible')).toHaveCount(0)
})

test('a Shuffle pressed before the game’s module has come is kept, and played once it has', async ({ page }) => {
  await chosen(page, false)
  const release = await holdRequests(page, /\/assets\/document-card-game\.module-[^/]+\.js$/)
  await gotoHydrated(page, '/creative-lab')
  const message = page.getByTestId('game-message')
  await page.getByRole('button', { name: 'Shuffle' }).click()
  // Nothing can happen yet: the game's code is held back.
  await expect(message).toHaveText('Find Happiness!')
  release()
  await expect(message).toHaveText("Remember the card that's happy")
})

test('the filter answers in place: pressed, the list filtered, the address pushed, Back and Forward follow', async ({
  page,
}) => {
  await chosen(page, false)
  await gotoHydrated(page, '/creative-lab')
  await page.locator('#freebies').scrollIntoViewIfNeeded()
  await live(page, 'resourceFilter')
  // Marks this document: a page load would lose it.
  await page.evaluate(() => Reflect.set(window, 'samePage', true))
  const samePage = () => page.evaluate(() => Reflect.get(window, 'samePage') === true)
  const wallpapers = filters(page).getByRole('link', { name: 'Wallpapers' })
  const all = filters(page).getByRole('link', { name: 'All', exact: true })
  await expect(resources(page)).toHaveCount(6)
  // Focused first, and measured once the window is still: focusing may scroll the link out from under the fixed header.
  await wallpapers.focus()
  await settled(page)
  const onScreen = () => wallpapers.evaluate((link) => link.getBoundingClientRect().top)
  const top = await onScreen()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/creative-lab\?category=Wallpapers#freebies$/)
  await expect(resources(page)).toHaveCount(3)
  await expect(wallpapers).toHaveAttribute('aria-current', 'true')
  await expect(all).not.toHaveAttribute('aria-current')
  await expect(wallpapers).toBeFocused()
  expect(await samePage()).toBe(true)
  // The pressed link stays where it was on screen, unless the shorter page ends above the window (the browser keeps
  // the window in the page). On screen, not the window's height: scroll anchoring may move the window with content
  // above that settles late.
  const y = await settled(page)
  const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
  if (y < end) expect(Math.abs((await onScreen()) - top)).toBeLessThanOrEqual(1)
  else expect(await onScreen()).toBeGreaterThanOrEqual(top)
  // The same filter again: nothing changes, no second entry.
  await wallpapers.click()
  await all.click()
  await expect(page).toHaveURL(/\/creative-lab#freebies$/)
  await expect(resources(page)).toHaveCount(6)
  await page.goBack()
  await expect(page).toHaveURL(/\?category=Wallpapers#freebies$/)
  await expect(resources(page)).toHaveCount(3)
  await expect(wallpapers).toHaveAttribute('aria-current', 'true')
  await page.goBack()
  await expect(page).toHaveURL(/\/creative-lab$/)
  await expect(resources(page)).toHaveCount(6)
  await expect(all).toHaveAttribute('aria-current', 'true')
  await page.goForward()
  await expect(resources(page)).toHaveCount(3)
  expect(await samePage()).toBe(true)
  // The lab's own anchors follow the address the filter moved: a jump keeps the filter.
  await page.getByRole('navigation', { name: 'Creative Lab sections' }).getByRole('link', { name: 'Brand' }).click()
  await expect(page).toHaveURL(/\/creative-lab\?category=Wallpapers#brand$/)
  expect(await samePage()).toBe(true)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the lab reads whole: a filtered address is filtered by the server, the filters are links', async ({ page }) => {
    await page.goto('/kreativ-lab?category=Bakgrunnsbilder')
    const nav = filters(page, 'Vis ressurser etter kategori')
    await expect(resources(page)).toHaveCount(3)
    await expect(nav.getByRole('link', { name: 'Bakgrunnsbilder' })).toHaveAttribute('aria-current', 'true')
    await nav.getByRole('link', { name: 'Alle', exact: true }).click()
    await expect(page).toHaveURL(/\/kreativ-lab#freebies$/)
    await expect(resources(page)).toHaveCount(6)
    // The game's first state and the playlist's card, with its way to the playlist.
    await expect(page.getByTestId('game-message')).toHaveText('Finn lykken!')
    await expect(page.locator('#game [data-result]:visible')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Kort \d$/ })).toHaveCount(3)
    await expect(page.getByTestId('playlist-card').getByRole('link')).toHaveAttribute('href', SPOTIFY)
    await expect(page.getByTestId('playlist-frame')).toHaveCount(0)
  })
})

test('the playlist shows once the visitor accepts all cookies, and goes with a later no', async ({ page }) => {
  await chosen(page, null)
  await gotoHydrated(page, '/creative-lab')
  await page.locator('#music').scrollIntoViewIfNeeded()
  await live(page, 'playlist')
  const card = page.getByTestId('playlist-card')
  await expect(card.getByRole('button', { name: 'Load the playlist' })).toBeVisible()
  await expect(page.getByTestId('playlist-frame')).toHaveCount(0)
  await page.getByRole('dialog', { name: 'Cookies' }).getByRole('button', { name: 'Accept All' }).click()
  await expect(page.getByTestId('playlist-frame')).toHaveAttribute('title', 'The Origin studio playlist on Spotify')
  await expect(card).toHaveCount(0)
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
  await page
    .getByRole('dialog', { name: 'Customize your cookie settings' })
    .getByRole('button', { name: 'Reject All' })
    .click()
  await expect(page.getByTestId('playlist-frame')).toHaveCount(0)
  await expect(card.getByRole('button', { name: 'Load the playlist' })).toBeVisible()
})

test('the playlist asked for by keyboard: the frame takes the focus the button had', async ({ page }) => {
  await chosen(page, false)
  await gotoHydrated(page, '/creative-lab')
  await page.locator('#music').scrollIntoViewIfNeeded()
  await live(page, 'playlist')
  await page.getByRole('button', { name: 'Load the playlist' }).focus()
  await page.keyboard.press('Enter')
  const frame = page.getByTestId('playlist-frame')
  await expect(frame).toHaveAttribute('width', '440')
  await expect(frame).toBeFocused()
})

test('on a React render of the lab (from a React page) the same modules: the game, and the filter through the router', async ({
  page,
}) => {
  await chosen(page, false)
  await page.clock.install({ time: new Date('2026-06-01T10:00:00Z') })
  await gotoHydrated(page, '/contact')
  await page.locator('footer').getByRole('link', { name: 'Creative Lab' }).click()
  await expect(page).toHaveURL(/\/creative-lab$/)
  await page.evaluate(() => Reflect.set(window, 'samePage', true))
  await page.locator('#game').scrollIntoViewIfNeeded()
  await live(page, 'cardGame')
  const shuffle = page.getByRole('button', { name: 'Shuffle' })
  await shuffle.click()
  await expect(page.getByTestId('game-message')).toHaveText("Remember the card that's happy")

  await page.locator('#freebies').scrollIntoViewIfNeeded()
  await live(page, 'resourceFilter')
  // The filter's module on this render too: its press answers in place (a plain link would load the page).
  await filters(page).getByRole('link', { name: 'Wallpapers' }).click()
  await expect(resources(page)).toHaveCount(3)
  await expect(page).toHaveURL(/\/creative-lab\?category=Wallpapers#freebies$/)
  const y = await page.evaluate(() => window.scrollY)
  expect(y).toBeGreaterThan(0)
  expect(await page.evaluate(() => Reflect.get(window, 'samePage'))).toBe(true)
  await page.goBack()
  await expect(page).toHaveURL(/\/creative-lab$/)
  await expect(resources(page)).toHaveCount(6)
  expect(await page.evaluate(() => Reflect.get(window, 'samePage'))).toBe(true)
})
