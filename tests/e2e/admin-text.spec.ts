import type { Page } from '@playwright/test'
import { cmsEnv } from '../cms-env.mjs'
import { strapiUrl } from '../ports'
import { documentIdOf, expect, test } from './fixtures'

/*
 * What an editor is told in the admin (issue 62, item 5), in a real browser: the sign-in page greets them with the
 * agency's name in both languages, an article's date says which order the English admin writes it in, its category
 * is shown whole, and the upload box says it is the file picker.
 */

// A limit, not a pace: the admin is a large app on two shared cores.
test.describe.configure({ timeout: 120_000 })

test('the sign-in page greets an editor with the agency’s name, in English and in Norwegian', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: strapiUrl(), viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Welcome to Origin' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Sign in to edit the Origin website')).toBeVisible()
  await expect(page.getByText(/Strapi/)).toHaveCount(0)

  await page.getByRole('combobox').click()
  await page.getByRole('option', { name: 'Norwegian' }).click()
  await expect(page.getByRole('heading', { name: 'Velkommen til Origin' })).toBeVisible()
  await expect(page.getByText('Logg inn for å redigere nettstedet til Origin')).toBeVisible()
  await context.close()
})

test.describe('signed in', () => {
  // One sign-in for these while they pass (Strapi allows five per address in five minutes); a failure's new worker
  // signs in again, so each of them is checked.
  let page: Page

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: strapiUrl(), viewport: { width: 1280, height: 800 } })
    page = await context.newPage()
    await page.goto('/admin')
    await page.getByLabel('Email').fill(cmsEnv('ADMIN_EMAIL'))
    await page.getByLabel('Password').fill(cmsEnv('ADMIN_PASSWORD'))
    await page.getByRole('button', { name: 'Login' }).click()
    const limited = page.getByText('Too many requests')
    await expect(page.getByRole('heading', { name: /^Hello/ }).or(limited)).toBeVisible({ timeout: 30_000 })
    await expect(limited, 'Strapi took five logins in five minutes already: run again in five minutes').toHaveCount(0)
  })
  test.afterAll(() => page.context().close())

  test('an article’s date says the English admin writes it month first; the upload box is the file picker', async () => {
    await page.goto('/admin/content-manager/collection-types/api::blog.blog/create')
    await expect(page.getByText('The English admin writes it month first here: 12/02/2026 is 2 December.')).toBeVisible(
      {
        timeout: 30_000,
      },
    )

    await page.getByText('Click to add an asset or drag and drop one in this area').first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: /Add more assets|Upload assets/ }).click()
    await expect(dialog.getByText('Drag files here, or click to choose them')).toBeVisible()
    await expect(dialog.getByText('Drag & Drop here or')).toHaveCount(0)
    // The words name the picker itself, for a screen reader too.
    await expect(dialog.getByLabel('Drag files here, or click to choose them')).toHaveAttribute('type', 'file')
  })

  test('an article’s category is shown by its whole name, not cut to a letter or two', async () => {
    // A seeded article, which has a category: the list's first row may be another test's draft without one.
    const id = await documentIdOf('api::blog.blog', 'freelancer-vs-agency', 'en')
    await page.goto(`/admin/content-manager/collection-types/api::blog.blog/${id}?plugins[i18n][locale]=en`)
    const category = page.getByRole('button', { name: /^(Industry Insights|Best Practices|Trends)$/ })
    await expect(category).toBeVisible({ timeout: 30_000 })
    // Strapi cuts a name too long for its box with an ellipsis: then the text is wider than its box shows.
    const cut = await category.evaluate((chip) =>
      [...chip.querySelectorAll('*')]
        .filter((part) => part.children.length === 0)
        .some((text) => text.scrollWidth > text.clientWidth),
    )
    expect(cut).toBe(false)
  })
})
