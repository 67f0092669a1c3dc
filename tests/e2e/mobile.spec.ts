import { expect, gotoHydrated, test } from './fixtures'

// Runs in the "mobile" project (a phone viewport) only.
test('on a phone the menu is 350 px wide and scrolling is plain', async ({ page }) => {
  await gotoHydrated(page, '/no')
  expect(await page.evaluate(() => document.documentElement.classList.contains('lenis'))).toBe(false)
  await page.getByTestId('menu-dots').click()
  const panel = page.getByRole('dialog', { name: 'Hovedmeny' })
  await expect(panel).toBeVisible()
  // product.md: 350 px wide on a phone (this one is 412 px wide, so nothing squeezes it), 550 px high as on a desktop.
  expect(page.viewportSize()?.width).toBeGreaterThan(350 + 24)
  // Measured once the panel has finished opening: mid-transition it is a pixel or two short (its opening scale: 348.98 was seen in CI).
  await panel.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  )
  const box = await panel.boundingBox()
  expect(box?.width).toBeCloseTo(350, 0)
  expect(box?.height).toBeCloseTo(550, 0)
})

test('on a wide screen smooth scrolling is on from the first scroll, and off under reduced motion', async ({
  browser,
}) => {
  const wide = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  await gotoHydrated(wide, '/')
  // Lenis is fetched at the first scroll intent, not with the page.
  expect(await wide.evaluate(() => document.documentElement.classList.contains('lenis'))).toBe(false)
  await wide.mouse.move(600, 400)
  await wide.mouse.wheel(0, 200)
  await expect.poll(() => wide.evaluate(() => document.documentElement.classList.contains('lenis'))).toBe(true)
  await wide.close()
  const calm = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })
  await gotoHydrated(calm, '/')
  await calm.mouse.wheel(0, 200)
  await calm.waitForTimeout(300)
  expect(await calm.evaluate(() => document.documentElement.classList.contains('lenis'))).toBe(false)
  await calm.close()
})
