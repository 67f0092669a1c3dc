import { expect, gotoHydrated, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
})

const cards = (page: import('@playwright/test').Page) => page.locator('main h2')

test('shows 6 projects, LOAD MORE appends the next page and lives in the URL', async ({ page }) => {
  await gotoHydrated(page, '/projects')
  await expect(cards(page)).toHaveCount(6)
  await page.getByRole('link', { name: 'LOAD MORE' }).click()
  await expect(page).toHaveURL(/\/projects\?page=2$/)
  await expect(cards(page)).toHaveCount(9)
  await expect(page.getByRole('link', { name: 'LOAD MORE' })).toHaveCount(0)
  await page.reload()
  await expect(cards(page)).toHaveCount(9)
})

test('filters by category with counts; a card shows at most two tags and links to its project', async ({ page }) => {
  await gotoHydrated(page, '/projekter')
  const filters = page.getByRole('navigation', { name: 'Filtrer prosjekter etter kategori' })
  await expect(filters.getByRole('link').first()).toHaveText('Vis Alle')
  const branding = filters.getByRole('link', { name: /Merkevarebygging/ })
  const count = Number(await branding.locator('span').textContent())
  await branding.click()
  await expect(page).toHaveURL(/category=Merkevarebygging/)
  await expect(cards(page)).toHaveCount(count)
  for (const tags of await page.locator('main li ul').all())
    expect(await tags.locator('li').count()).toBeLessThanOrEqual(2)
  await expect(page.getByRole('link', { name: 'Kode Labs' })).toHaveAttribute('href', '/projekter/kode-labs-nor')
})

test('a bad category or page falls back to all projects, first page', async ({ page, request }) => {
  expect((await request.get('/projects?category=Nope&page=-3')).status()).toBe(200)
  await gotoHydrated(page, '/projects?category=Nope&page=abc')
  await expect(cards(page)).toHaveCount(6)
  await expect(page.getByRole('link', { name: 'Show All' })).toHaveAttribute('aria-current', 'page')
})
