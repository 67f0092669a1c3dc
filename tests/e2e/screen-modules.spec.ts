import type { Page, Request } from '@playwright/test'
import { expect, gotoHydrated, holdRequests, inLivePart, networkWatch, test } from './fixtures'

/*
 * Home is a page without React whose controls are screen modules (decision 132): the server renders them whole, the
 * page's load fetches only what the first screen needs, a module comes as the visitor nears its control, a press made
 * before it has come is kept and answered, and a React render of home (a client navigation from a React page) attaches
 * the same modules.
 */

function requestsOf(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => seen.push(request))
  return seen
}

const reelModule = /\/document-reel\.module-[^/]+\.js$/
const reel = (page: Page) => page.getByRole('button', { name: 'Play the showreel' })

test('home carries no hydration data and fetches the reel’s code only as it nears, then plays it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 500 })
  const requests = requestsOf(page)
  const network = networkWatch(page)
  await gotoHydrated(page, '/')
  await network.quiet()
  expect(await page.evaluate(() => '$_TSR' in window)).toBe(false)
  const fetched = () => requests.filter((request) => reelModule.test(request.url())).length
  expect(fetched(), 'fetched with the page').toBe(0)
  // The hero's replays and shrink are CSS in Chromium: no code of its own.
  expect(requests.filter((request) => /hero\.module/.test(request.url()))).toEqual([])
  expect(await inLivePart(reel(page))).toBe(false)
  await reel(page).scrollIntoViewIfNeeded()
  await expect.poll(() => inLivePart(reel(page))).toBe(true)
  expect(fetched()).toBe(1)
  await reel(page).click()
  await expect(page.getByRole('button', { name: 'Pause the showreel' })).toHaveAttribute('aria-pressed', 'true')
})

test('a press on the reel before its code has come is kept, and plays it once the code is here', async ({ page }) => {
  const release = await holdRequests(page, reelModule)
  await gotoHydrated(page, '/')
  await reel(page).click()
  expect(await reel(page).getAttribute('aria-pressed')).toBe('false')
  release()
  const pause = page.getByRole('button', { name: 'Pause the showreel' })
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await expect
    .poll(() => pause.locator('video').evaluate((video) => video instanceof HTMLVideoElement && video.paused))
    .toBe(false)
})

test('the hero’s logo comes in as the page paints and again at 1175 ms and 1875 ms, and shrinks as the page scrolls', async ({
  page,
}) => {
  await gotoHydrated(page, '/')
  const logo = page
    .locator('section')
    .first()
    .locator('[aria-hidden="true"]')
    .filter({ has: page.locator('svg') })
    .first()
  const delays = await logo.evaluate((element) =>
    element.getAnimations().flatMap((animation) => {
      const timing = animation.effect?.getTiming()
      return animation.timeline instanceof DocumentTimeline ? [Number(timing?.delay ?? -1)] : []
    }),
  )
  expect(delays).toEqual([0, 1175, 1875])
  const transform = () => logo.evaluate((element) => getComputedStyle(element).transform)
  expect(await transform()).toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/)
  await page.evaluate(() => window.scrollTo(0, window.innerHeight / 2))
  await expect.poll(transform).not.toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect.poll(() => logo.evaluate((element) => element.getAnimations().length)).toBe(0)
})

test('a React render of home (from the projects list) attaches the same modules: the reel plays, the clocks tick', async ({
  page,
}) => {
  await gotoHydrated(page, '/projects')
  await page.locator('footer').getByRole('link', { name: 'Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await reel(page).scrollIntoViewIfNeeded()
  await reel(page).click()
  await expect(page.getByRole('button', { name: 'Pause the showreel' })).toHaveAttribute('aria-pressed', 'true')
  await page.evaluate(() => window.scrollTo(0, 0))
  const clock = page.locator('time[data-zone]').first()
  const shown = await clock.textContent()
  await expect.poll(() => clock.textContent(), { timeout: 3000 }).not.toBe(shown)
})
