import * as v from 'valibot'
import { expectLiveWithin5s, publish, saveAndPublish } from './cms-edits'
import { cmsAdmin as admin, cmsEntries, expect, test } from './fixtures'

/*
 * The legal pages are the editors' (decision 035): a change saved in Strapi shows only in preview, and once
 * published it is live within 5 s. The pages are English only (product.md); a Norwegian visitor's shell around them is
 * Norwegian, the text the same. Changes go through Strapi's own admin API, as the admin panel makes them.
 */

// These tests edit shared content: one at a time, and each puts back what it changed.
test.describe.configure({ mode: 'serial' })

const uid = 'api::legal-page.legal-page'
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]

test('a legal page edited in the CMS: the draft only in preview, then live within 5 s of publishing', async ({
  page,
  request,
}) => {
  const [entry] = await cmsEntries<{ documentId: string; title: string }>(uid, 'filters[page][$eq]=cookies')
  if (!entry) throw new Error('no cookie policy in the CMS')
  const path = `/collection-types/${uid}/${entry.documentId}`
  const title = `Cookie Policy ${Date.now().toString(36)}`
  const body = `Edited ${Date.now().toString(36)}: what cookies are.`
  const original = v.parse(
    v.object({ data: v.object({ sections: v.array(v.record(v.string(), v.unknown())) }) }),
    await admin('GET', path),
  ).data.sections
  try {
    const sections = original.map((section, index) => (index === 0 ? { ...section, body } : section))
    await admin('PUT', path, { title, sections })
    expect(h1(await (await request.get('/cookies')).text())).toBe(entry.title)

    const { data } = v.parse(
      v.object({ data: v.object({ url: v.string() }) }),
      await admin('GET', `/preview/url/${uid}?documentId=${entry.documentId}&status=draft`),
    )
    const link = new URL(data.url)
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page).toHaveURL(/\/cookies$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('article section').first()).toContainText(body)
    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.title)

    const published = await publish(path)
    await expectLiveWithin5s(published, async () => h1(await (await request.get('/cookies')).text())).toBe(title)
    const norwegian = await (await request.get('/cookies', { headers: { cookie: 'lang=no' } })).text()
    expect(h1(norwegian)).toBe(title)
    expect(norwegian).toContain(body)
    expect(norwegian).toMatch(/<html[^>]* lang="en"/)
  } finally {
    await saveAndPublish(path, { title: entry.title, sections: original })
  }
})

test('an unpublished legal page is not found, and back when published again', async ({ request }) => {
  const [entry] = await cmsEntries<{ documentId: string }>(uid, 'filters[page][$eq]=terms')
  if (!entry) throw new Error('no terms in the CMS')
  const path = `/collection-types/${uid}/${entry.documentId}`
  try {
    await admin('POST', `${path}/actions/unpublish`, {})
    await expect.poll(async () => (await request.get('/terms')).status(), { timeout: 5000 }).toBe(404)
  } finally {
    await publish(path)
  }
  await expect.poll(async () => (await request.get('/terms')).status(), { timeout: 5000 }).toBe(200)
})
