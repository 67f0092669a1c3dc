import * as v from 'valibot'
import { cmsAdmin as admin, expect, test } from './fixtures'

/*
 * The agency's details are the editors' (decision 036): the header's tagline, the footer's texts, the
 * e-mail address, the offices and the social links are one CMS single type, "Site settings", in both languages. A
 * change shows only in preview until it is published, and then on every page within 5 s. The e-mail address and the
 * links are shared by both languages: changed in one, they change in the other.
 */

// These tests edit shared content: one at a time, and each puts back what it changed.
test.describe.configure({ mode: 'serial' })

const uid = 'api::site-setting.site-setting'
const settingsPath = (locale: string) => `/single-types/${uid}?locale=${locale}`

const entry = v.object({
  data: v.object({
    documentId: v.string(),
    tagline: v.nullable(v.string()),
    footerMarquee: v.nullable(v.string()),
    email: v.nullable(v.string()),
    offices: v.array(v.record(v.string(), v.unknown())),
    social: v.array(v.record(v.string(), v.unknown())),
  }),
})
const read = async (locale: string) => v.parse(entry, await admin('GET', settingsPath(locale))).data
/** What the admin panel sends back on save: the fields, without ids the API assigns. */
const editable = ({ documentId: _, ...fields }: v.InferOutput<typeof entry>['data']) => ({
  ...fields,
  offices: fields.offices.map(({ id: _id, ...office }) => office),
  social: fields.social.map(({ id: _id, ...link }) => link),
})
const publish = (locale: string) => admin('POST', `/single-types/${uid}/actions/publish?locale=${locale}`, {})

test('the header tagline: edited, seen only in preview, then live on every page within 5 s of publishing', async ({
  page,
  request,
}) => {
  const original = await read('en')
  const tagline = `WE EDIT ${Date.now().toString(36).toUpperCase()}`
  try {
    await admin('PUT', settingsPath('en'), { ...editable(original), tagline })
    expect(await (await request.get('/contact')).text()).not.toContain(tagline)

    const { data } = v.parse(
      v.object({ data: v.object({ url: v.string() }) }),
      await admin('GET', `/preview/url/${uid}?documentId=${original.documentId}&locale=en&status=draft`),
    )
    const link = new URL(data.url)
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('header')).toContainText(tagline)
    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page.getByRole('link', { name: 'Exit preview' })).toHaveCount(0)
    await expect(page.locator('header')).not.toContainText(tagline)

    await publish('en')
    const published = Date.now()
    for (const path of ['/contact', '/projects']) {
      await expect
        .poll(async () => (await (await request.get(path)).text()).includes(tagline), {
          timeout: Math.max(500, 5000 - (Date.now() - published)),
          intervals: [100],
        })
        .toBe(true)
    }
    // The Norwegian pages keep their own tagline.
    await page.goto('/kontakt')
    await expect(page.locator('header')).not.toContainText(tagline)
    await page.goto('/contact')
    await expect(page.locator('header')).toContainText(tagline)
  } finally {
    await admin('PUT', settingsPath('en'), editable(original))
    await publish('en')
  }
})

test('the Norwegian footer, and an e-mail address both languages share, live within 5 s', async ({ page }) => {
  const english = await read('en')
  const norwegian = await read('nb-NO')
  const marquee = `SKRIV ${Date.now().toString(36).toUpperCase()}`
  const email = `studio-${Date.now().toString(36)}@origin.example`
  try {
    await admin('PUT', settingsPath('nb-NO'), { ...editable(norwegian), footerMarquee: marquee, email })
    await publish('nb-NO')
    await publish('en')
    const published = Date.now()
    await page.goto('/kontakt')
    await expect
      .poll(
        async () => {
          await page.goto('/kontakt')
          return page.locator('footer').textContent()
        },
        { timeout: Math.max(500, 5000 - (Date.now() - published)), intervals: [100] },
      )
      .toContain(marquee)
    await expect(page.locator('main aside')).toContainText(email)
    await page.goto('/contact')
    await expect(page.locator('main aside')).toContainText(email)
    await expect(page.locator('footer')).not.toContainText(marquee)
  } finally {
    await admin('PUT', settingsPath('nb-NO'), editable(norwegian))
    await admin('PUT', settingsPath('en'), editable(english))
    await publish('nb-NO')
    await publish('en')
  }
})
