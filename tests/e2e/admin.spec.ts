import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { cmsEnv } from '../cms-env.mjs'
import { strapiUrl } from '../ports'
import { adminWindow, interfaceLanguage } from './admin-window'
import { adminFetch, adminToken, expect, test } from './fixtures'

/*
 * The admin panel as the agency's first administrator meets it in a browser, the steps of docs/editors.md's first
 * hour: signed in, switched to Norwegian, the Content Manager opens with no guided tour over it (decision 090: its
 * tooltip at times crashed the admin into "Maximum update depth exceeded"), Home's fields carry their Norwegian names
 * and explanations (decision 070), a person’s request for their data is answered on the Personal data page, and an
 * Editor the agency invited may publish (decision 097).
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

/*
 * Issue 62, item 6 (decision 104): the edit view's "On the site" panel links to the entry's live page in the language
 * being edited (a link that also ends a preview in that browser), and Publish asks first when a picture has no
 * alternative text or the site's other language is missing. In English and in the Norwegian admin.
 */
test('the edit view links to the live page in its language, and Publish warns of a missing alt text or language', async ({
  browser,
}) => {
  const { context, page, thrown } = await adminWindow(browser)
  const site = test.info().project.use.baseURL ?? ''
  const headers = { Authorization: `Bearer ${await adminToken()}` }
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false })

  // A published Norwegian post: its live page is the Norwegian one.
  const posts = await adminFetch(
    '/collection-types/api::blog.blog?locale=nb-NO&filters[slug][$eq]=frilanser-eller-byra&pageSize=1',
  )
  const [post] = ((await posts.json()) as { results: { documentId: string }[] }).results
  if (!post) throw new Error('no Norwegian post frilanser-eller-byra')
  await page.goto(
    `/admin/content-manager/collection-types/api::blog.blog/${post.documentId}?plugins[i18n][locale]=nb-NO`,
  )
  const live = page.getByRole('link', { name: 'See the live page in Norwegian' })
  await expect(live).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('What visitors see now. Opening it ends the preview in this browser.')).toBeVisible()
  await shot('panel-live-en')
  const [sitePage] = await Promise.all([context.waitForEvent('page'), live.click()])
  await expect(sitePage).toHaveURL(`${site}/blog/frilanser-eller-byra`)
  await sitePage.close()

  // A testimonial in English only, its logo a picture without alternative text.
  const upload = new FormData()
  upload.append('files', new Blob([readFileSync('cms/favicon.png')], { type: 'image/png' }), 'no-alt-logo.png')
  const uploaded = await fetch(`${strapiUrl()}/upload`, { method: 'POST', headers, body: upload })
  expect(uploaded.status).toBe(201)
  const [file] = (await uploaded.json()) as { id: number }[]
  if (!file) throw new Error('the upload stored nothing')
  const created = await adminFetch('/collection-types/api::testimonial.testimonial?locale=en', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ quote: 'They listened first.', name: 'Kari Nordmann', logo: file.id }),
  })
  expect(created.status).toBe(201)
  const { documentId } = ((await created.json()) as { data: { documentId: string } }).data
  const entry = `/collection-types/api::testimonial.testimonial/${documentId}`
  const published = async () =>
    ((await (await adminFetch(`${entry}?locale=en`)).json()) as { data: { status?: string } }).data.status
  try {
    for (const words of [
      {
        language: 'en',
        notLive: 'Not on the site yet: this entry has never been published in English.',
        noAlt: 'A picture has no alternative text: “no-alt-logo.png”.',
        noTranslation: 'There is no Norwegian version: the Norwegian site does not show this entry.',
        publish: 'Publish',
        title: 'Publish anyway?',
        cancel: 'Cancel',
        shortcut: 'Not published: A picture has no alternative text',
      },
      {
        language: 'no',
        notLive: 'Ikke på nettstedet ennå: denne oppføringen er aldri publisert på engelsk.',
        noAlt: 'Et bilde mangler alternativ tekst: «no-alt-logo.png».',
        noTranslation: 'Det finnes ingen versjon på norsk: nettstedet på norsk viser ikke denne oppføringen.',
        publish: 'Publiser',
        title: 'Publisere likevel?',
        cancel: 'Avbryt',
        shortcut: 'Ikke publisert: Et bilde mangler alternativ tekst',
      },
    ]) {
      await interfaceLanguage(words.language)
      await page.goto(
        `/admin/content-manager/collection-types/api::testimonial.testimonial/${documentId}?plugins[i18n][locale]=en`,
      )
      await expect(page.getByText(words.notLive)).toBeVisible({ timeout: 30_000 })
      await expect(page.getByText(words.noAlt)).toBeVisible()
      await expect(page.getByText(words.noTranslation)).toBeVisible()
      await shot(`panel-warnings-${words.language}`)
      await page.getByRole('button', { name: words.publish, exact: true }).click()
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
      await expect(dialog.getByText(words.title)).toBeVisible()
      await expect(dialog.getByText(words.noAlt)).toBeVisible()
      await expect(dialog.getByText(words.noTranslation)).toBeVisible()
      await shot(`publish-warning-${words.language}`)
      await dialog.getByRole('button', { name: words.cancel }).click()
      await expect(dialog).toHaveCount(0)
      // Strapi's shortcut for Publish does not slip past the warning either.
      await page.getByRole('textbox', { name: /^(Quote|Sitat)/ }).focus()
      await page.keyboard.press('ControlOrMeta+Shift+Enter')
      await expect(page.getByText(words.shortcut)).toBeVisible()
      expect(await published()).toBe('draft')
    }
    await interfaceLanguage('en')
    await page.reload()
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByRole('button', { name: 'Publish anyway' }).click()
    await expect.poll(published, { timeout: 10_000 }).toBe('published')
  } finally {
    await adminFetch(`${entry}?locale=en`, { method: 'DELETE' })
    await fetch(`${strapiUrl()}/upload/files/${file.id}`, { method: 'DELETE', headers })
  }
  expect(thrown).toEqual([])
  await context.close()
})

/** A user of Strapi's Editor role, invited by the Super Admin as Settings → Users does, with a password chosen. */
async function invitedEditor(): Promise<{ email: string; password: string; remove: () => Promise<void> }> {
  const superAdmin = { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' }
  const roles: { data: { id: number; code: string }[] } = await (
    await fetch(`${strapiUrl()}/admin/roles`, { headers: superAdmin })
  ).json()
  const editor = roles.data.find((role) => role.code === 'strapi-editor')
  expect(editor, 'the Editor role').toBeDefined()
  const email = `editor-${Date.now()}@example.org`
  const invited = await fetch(`${strapiUrl()}/admin/users`, {
    method: 'POST',
    headers: superAdmin,
    body: JSON.stringify({ firstname: 'Eva', lastname: 'Editor', email, roles: [editor?.id] }),
  })
  expect(invited.status).toBe(201)
  const { data } = await invited.json()
  const password = `Editor-${Date.now()}-a-long-one`
  const registered = await fetch(`${strapiUrl()}/admin/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      registrationToken: data.registrationToken,
      userInfo: { firstname: 'Eva', lastname: 'Editor', password },
    }),
  })
  expect(registered.status).toBe(200)
  const remove = async () => {
    await fetch(`${strapiUrl()}/admin/users/${data.id}`, { method: 'DELETE', headers: superAdmin })
  }
  return { email, password, remove }
}

test('an Editor may publish a new article in both languages: the Publish button is there to press', async ({
  browser,
}) => {
  const blog = '/collection-types/api::blog.blog'
  const slug = `editor-draft-${Date.now()}`
  const made = await adminFetch(`${blog}?locale=en`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Title: 'An Editor’s draft', slug }),
  })
  expect(made.status).toBe(201)
  const { documentId } = (await made.json()).data
  const translated = await adminFetch(`${blog}/${documentId}?locale=nb-NO`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Title: 'En redaktørs utkast', slug }),
  })
  expect(translated.status).toBe(200)
  const editor = await invitedEditor()
  const context = await browser.newContext({ baseURL: strapiUrl(), viewport: { width: 1280, height: 800 } })
  try {
    const page = await context.newPage()
    await page.goto('/admin')
    await page.getByLabel('Email').fill(editor.email)
    await page.getByLabel('Password').fill(editor.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible({ timeout: 30_000 })
    for (const [locale, title] of [
      ['en', 'An Editor’s draft'],
      ['nb-NO', 'En redaktørs utkast'],
    ]) {
      await page.goto(
        `/admin/content-manager/collection-types/api::blog.blog/${documentId}?plugins[i18n][locale]=${locale}`,
      )
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible({ timeout: 30_000 })
      await expect(page.getByRole('button', { name: 'Publish', exact: true }), locale).toBeEnabled()
    }
  } finally {
    await context.close()
    await editor.remove()
    await adminFetch(`${blog}/${documentId}?locale=*`, { method: 'DELETE' })
  }
})
