import AxeBuilder from '@axe-core/playwright'
import { expect, publicPages, sharedPages, test } from './fixtures'

const paths = [...publicPages.flatMap((p) => [p.en, p.no]), ...sharedPages, '/no-such-page']

test.describe('axe finds no violations', () => {
  for (const path of paths) {
    test(path, async ({ page }) => {
      // Reduced motion shows the not-found message at once, so axe checks its contrast too.
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze()
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    })
  }

  test('with the menu open and the cookie details shown', async ({ page }) => {
    await page.goto('/kontakt')
    await page.getByRole('button', { name: 'Tilpass' }).click()
    await page.getByTestId('menu-dots').click()
    await page.waitForTimeout(400)
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze()
    expect(results.violations.map((v) => v.id)).toEqual([])
  })
})
