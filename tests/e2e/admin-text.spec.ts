import type { Page } from '@playwright/test'
import { cmsEnv } from '../cms-env.mjs'
import { strapiUrl } from '../ports'
import { expect, test } from './fixtures'

/*
 * What an editor is told in the admin (issue 62, item 5), in a real browser: the sign-in page greets them with the
 * agency's name in both languages, the Content Manager lists no developer's "User" type, an article's date says
 * which order the English admin writes it in, and the upload box says it is the file picker.
 */

// One sign-in for the file (Strapi allows five per address in five minutes).
test.describe.configure({ mode: 'serial', timeout: 120_000 })

let page: Page

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: strapiUrl(), viewport: { width: 1280, height: 800 } })
  page = await context.newPage()
})
test.afterAll(() => page.context().close())

test('the sign-in page greets an editor with the agency’s name, in English and in Norwegian', async () => {
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Welcome to Origin' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Sign in to edit the Origin website')).toBeVisible()
  await expect(page.getByText(/Strapi/)).toHaveCount(0)

  await page.getByRole('combobox').click()
  await page.getByRole('option', { name: 'Norwegian' }).click()
  await expect(page.getByRole('heading', { name: 'Velkommen til Origin' })).toBeVisible()
  await expect(page.getByText('Logg inn for å redigere nettstedet til Origin')).toBeVisible()
  await page.getByRole('combobox').click()
  await page.getByRole('option', { name: 'English' }).click()

  await page.getByLabel('Email').fill(cmsEnv('ADMIN_EMAIL'))
  await page.getByLabel('Password').fill(cmsEnv('ADMIN_PASSWORD'))
  await page.getByRole('button', { name: 'Login' }).click()
  const limited = page.getByText('Too many requests')
  await expect(page.getByRole('heading', { name: /^Hello/ }).or(limited)).toBeVisible({ timeout: 30_000 })
  await expect(limited, 'Strapi took five logins in five minutes already: run again in five minutes').toHaveCount(0)
})

test('the Content Manager lists the agency’s types, not the developer’s “User”', async () => {
  await page.goto('/admin/content-manager')
  const types = page.getByRole('navigation', { name: 'Content' })
  await expect(types.getByRole('link', { name: 'Blog', exact: true })).toBeVisible({ timeout: 30_000 })
  await expect(types.getByRole('link', { name: 'User', exact: true })).toHaveCount(0)
})

test('an article’s date says the English admin writes it month first; the upload box is the file picker', async () => {
  await page.goto('/admin/content-manager/collection-types/api::blog.blog/create')
  await expect(page.getByText('The English admin writes it month first here: 12/02/2026 is 2 December.')).toBeVisible({
    timeout: 30_000,
  })

  await page.getByText('Click to add an asset or drag and drop one in this area').first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: /Add more assets|Upload assets/ }).click()
  await expect(dialog.getByText('Drag files here, or click to choose them')).toBeVisible()
  await expect(dialog.getByText('Drag & Drop here or')).toHaveCount(0)
  // The words name the picker itself, for a screen reader too.
  await expect(dialog.getByLabel('Drag files here, or click to choose them')).toHaveAttribute('type', 'file')
})
