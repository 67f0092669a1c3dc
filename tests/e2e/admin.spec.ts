import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { cmsEnv } from '../cms-env.mjs'
import { strapiUrl } from '../ports'
import { adminWindow, interfaceLanguage } from './admin-window'
import { adminFetch, expect, test } from './fixtures'

/*
 * The admin panel as the agency's first administrator meets it in a browser, the steps of docs/editors.md's first
 * hour: signed in, switched to Norwegian, the Content Manager opens with no guided tour over it (decision 090: its
 * tooltip at times crashed the admin into "Maximum update depth exceeded"), Home's fields carry their Norwegian names
 * and explanations (decision 070), and a person's request for their data is answered on the Personal data page.
 * Nothing in it throws.
 */

// One sign-in for the file, shared by its tests (Strapi allows five per address in five minutes).
test.describe.configure({ mode: 'serial' })

test.beforeEach(() => interfaceLanguage('en'))
test.afterEach(() => interfaceLanguage('en'))
// A limit, not a pace: the admin is a large app, and CI's two cores build its pages slowly beside the suite's site.
test.describe.configure({ timeout: 120_000 })

test("the admin: sign in, Norwegian, the Content Manager without Strapi's tour, Home's fields in Norwegian", async ({
  browser,
}) => {
  const { context, page, thrown } = await adminWindow(browser)

  await page.goto('/admin/me')
  const language = page.getByRole('combobox', { name: 'Interface language' })
  await language.click()
  await page.getByRole('option', { name: 'Norwegian' }).click()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Språk i grensesnittet')).toBeVisible()

  await page.getByRole('link', { name: 'Innhold', exact: true }).first().click()
  const types = page.getByRole('navigation', { name: 'Innhold' })
  // The list of the first collection type has loaded: the tour's first step would be over it by now.
  await expect(types.getByRole('link', { name: 'Forside', exact: true })).toBeVisible({ timeout: 30_000 })
  await types.getByRole('link', { name: 'Forside', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Forside', level: 1 })).toBeVisible({ timeout: 30_000 })
  const headline = page.getByRole('textbox', { name: 'Overskrift', exact: true })
  await expect(headline).toBeVisible()
  await expect(page.getByText('De store ordene over videoen øverst på forsiden (/ og /no).')).toBeVisible()

  // Back to a list, where the tour opens its first step for a first administrator.
  await types.getByRole('link', { name: 'Prosjekt', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Prosjekt', level: 1 })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('row').nth(1)).toBeVisible()
  await expect(page.locator('[aria-labelledby="guided-tour-title"]')).toHaveCount(0)
  // Off as Strapi keeps it, so it stays off in this browser whatever the admin renders next.
  const tour = await page.evaluate(() => JSON.parse(localStorage.getItem('STRAPI_GUIDED_TOUR') ?? 'null'))
  expect(tour).toMatchObject({ enabled: false })
  expect(thrown).toEqual([])
  await context.close()
})

test('Personal data: a wrong address is explained, then a person’s data is found, downloaded and erased', async ({
  browser,
}) => {
  const email = `asked-${Date.now()}@example.org`
  const sent = await fetch(`${strapiUrl()}/api/sendForm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${cmsEnv('CMS_WRITE_TOKEN')}` },
    body: JSON.stringify({ data: { firstName: 'Kari', email, subject: 'Our brand', message: 'Can we talk?' } }),
  })
  expect(sent.status).toBe(201)
  const { context, page, thrown } = await adminWindow(browser)

  await page.getByRole('link', { name: 'Personal data' }).click()
  await expect(page.getByRole('heading', { name: 'Personal data', level: 1 })).toBeVisible({ timeout: 30_000 })
  const address = page.getByRole('textbox', { name: 'Their e-mail address' })
  await address.fill('kari at example.org')
  await address.press('Enter')
  await expect(page.getByText('Enter the e-mail address the person wrote from')).toBeVisible()
  await expect(address).toHaveValue('kari at example.org')

  await address.fill(email)
  await address.press('Enter')
  await expect(page.getByText(`Stored for ${email}: 1 contact message, 0 job applications and 0 files.`)).toBeVisible()

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download a copy (.tar.gz)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.tar\.gz$/)
  // A tar archive whose first entry is data.json, holding the message.
  const tar = gunzipSync(readFileSync(await download.path()))
  expect(tar.subarray(0, 9).toString()).toBe('data.json')
  expect(tar.toString()).toContain('Can we talk?')

  await page.getByRole('button', { name: 'Erase all of it' }).click()
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(
    dialog.getByText(`This deletes 1 contact message, 0 job applications and 0 files stored for ${email}`),
  ).toBeVisible()
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click()
  await expect(page.getByText(`Erased for ${email}: 1 contact message, 0 job applications and 0 files.`)).toBeVisible()
  const left = await adminFetch(
    `/collection-types/api::contact-message.contact-message?filters[email][$eq]=${encodeURIComponent(email)}`,
  )
  expect((await left.json()).results).toEqual([])
  expect(thrown).toEqual([])
  await context.close()
})
