import { axeViolations } from './axe'
import { expect, gotoHydrated, networkWatch, publicPages, sharedPages, test } from './fixtures'
import { renderDeferred } from './render-deferred'

const paths = [...publicPages.flatMap((p) => [p.en, p.no]), ...sharedPages, '/no-such-page']

test.describe('axe finds no violations', () => {
  for (const path of paths) {
    test(path, async ({ page }) => {
      // Reduced motion shows the not-found message at once, so axe checks its contrast too.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      // Not `networkidle`: the not-found page's looping video may keep a request open (fixtures.ts, networkWatch).
      const network = networkWatch(page)
      await page.goto(path)
      await network.quiet()
      await renderDeferred(page)
      expect(
        await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']),
      ).toEqual([])
    })
  }

  test('with the menu open and the cookie details shown', async ({ page }) => {
    await gotoHydrated(page, '/kontakt')
    await page.getByRole('button', { name: 'Tilpass' }).click()
    await expect(page.getByRole('switch').first()).toBeVisible()
    await page.getByTestId('menu-dots').click()
    await expect(page.getByRole('dialog', { name: 'Hovedmeny' })).toBeVisible()
    // Checked once the menu's opening animations have played: only endless ones (the footer's marquee) remain.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
    )
    await renderDeferred(page)
    expect(await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21aa'])).toEqual([])
  })
})

test('the axe check finds the faults it is for, with and without frames', async ({ browser }) => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const gif = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='
  const faults = `<p style="color:#ddd;background:#fff">Faint words</p><img src="${gif}">`
  await page.setContent(`<!doctype html><html lang="en"><title>t</title><main>${faults}</main></html>`)
  const rules = async () => (await axeViolations(page, ['wcag2a', 'wcag2aa'])).map((line) => line.split(':')[0])
  // No frames: axe's legacy mode (tests/e2e/axe.ts).
  expect(await rules()).toEqual(expect.arrayContaining(['color-contrast', 'image-alt']))
  // A frame: the default mode, which reaches into it.
  await page.setContent(
    `<!doctype html><html lang="en"><title>t</title><main><iframe title="f" srcdoc='<img src="${gif}">'></iframe></main></html>`,
  )
  await expect.poll(() => page.frames().length).toBe(2)
  expect(await rules()).toContain('image-alt')
  await context.close()
})
