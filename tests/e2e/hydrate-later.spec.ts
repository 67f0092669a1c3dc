import { expect, gotoHydrated, inLivePart, test } from './fixtures'

/*
 * Parts of a page whose code comes later show whole on a client navigation (decision 095). The parts Start's
 * `<Hydrate>` deferred (home's reel and last sections, the card game) are screen modules now, on pages without React
 * (issue 65): home-about.spec and creative-lab-modules.spec check their code comes near, an early press is kept, and a
 * React render attaches them.
 */

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
