import { expect, gotoHydrated, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
})

test.describe('blog list', () => {
  test('shows every post of the language with date, category, title and read link', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    const cards = page.locator('main li').filter({ has: page.getByRole('heading', { level: 2 }) })
    await expect(cards).toHaveCount(6)
    await expect(cards.first()).toContainText(/\d{2}\.\d{2}\.\d{4}/)
    await expect(
      page.getByRole('link', { name: 'Frilanser eller byrå: hvem bør bygge merkevaren din?' }),
    ).toHaveAttribute('href', '/blog/frilanser-eller-byra')
    await expect(page.getByText('Les Artikkelen').first()).toBeVisible()
  })

  test('the category lives in the URL: tabs filter, a shared URL shows the same filter', async ({ page }) => {
    await gotoHydrated(page, '/blogs')
    await page
      .getByRole('navigation', { name: 'Filter articles by category' })
      .getByRole('link', { name: 'Trends' })
      .click()
    await expect(page).toHaveURL(/\/blogs\?category=trends$/)
    const titles = page.locator('main h2')
    await expect(titles).toHaveCount(2)
    await page.reload()
    await expect(titles).toHaveCount(2)
    await expect(page.getByRole('link', { name: 'Trends' })).toHaveAttribute('aria-current', 'page')
  })

  test('an unknown category falls back to Show All, never an error', async ({ page, request }) => {
    const response = await request.get('/blogs?category=%3Cscript%3E')
    expect(response.status()).toBe(200)
    await gotoHydrated(page, '/blogs?category=nonsense')
    await expect(page.locator('main h2')).toHaveCount(6)
    await expect(page.getByRole('link', { name: 'Show All' })).toHaveAttribute('aria-current', 'page')
  })

  test('Norwegian tab labels', async ({ page }) => {
    await gotoHydrated(page, '/blog')
    await expect(
      page.getByRole('navigation', { name: 'Filtrer artikler etter kategori' }).getByRole('link'),
    ).toHaveText(['Vis Alle', 'Trender', 'Beste Praksis', 'Bransjeinnsikt'])
  })
})
