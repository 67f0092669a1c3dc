import { cmsAdmin as admin, cmsEntries, documentIdOf, expect, test } from './fixtures'

/*
 * Every document and page type has the editors' SEO fields (issue 30): a meta title, a description and a share image,
 * each used before the page's default once published, and live within 5 s like the rest of the content.
 */

// These tests edit shared content: one at a time, and each puts back what it changed.
test.describe.configure({ mode: 'serial' })

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null
const titleOf = (html: string) => tag(html, /<title>([^<]*)<\/title>/)
const descriptionOf = (html: string) => tag(html, /<meta name="description" content="([^"]*)"/)

test("a Norwegian post's meta title and description: the defaults until set, the editor's once published", async ({
  request,
}) => {
  const uid = 'api::blog.blog'
  const id = await documentIdOf(uid, 'frilanser-eller-byra', 'nb-NO')
  const path = `/collection-types/${uid}/${id}`
  const page = '/blog/frilanser-eller-byra'
  const before = await (await request.get(page)).text()
  const metaTitle = `Frilanser eller byrå? ${Date.now().toString(36)}`
  const metaDescription = `Slik velger du riktig ${Date.now().toString(36)}.`
  expect(titleOf(before)).not.toBe(metaTitle)
  try {
    await admin('PUT', `${path}?locale=nb-NO`, { metaTitle, metaDescription })
    await admin('POST', `${path}/actions/publish?locale=nb-NO`, {})
    const published = Date.now()
    await expect
      .poll(async () => titleOf(await (await request.get(page)).text()), {
        timeout: 5000 - (Date.now() - published),
        intervals: [100],
      })
      .toBe(metaTitle)
    const html = await (await request.get(page)).text()
    expect(descriptionOf(html)).toBe(metaDescription)
    expect(tag(html, /<meta property="og:title" content="([^"]*)"/)).toBe(metaTitle)
    // The English post keeps its own.
    expect(titleOf(await (await request.get('/blogs/freelancer-vs-agency')).text())).not.toBe(metaTitle)
  } finally {
    await admin('PUT', `${path}?locale=nb-NO`, { metaTitle: null, metaDescription: null })
    await admin('POST', `${path}/actions/publish?locale=nb-NO`, {})
  }
  await expect
    .poll(async () => titleOf(await (await request.get(page)).text()), { timeout: 5000 })
    .toBe(titleOf(before))
})

test("a legal page's description, live within 5 s of publishing", async ({ request }) => {
  const uid = 'api::legal-page.legal-page'
  const [entry] = await cmsEntries<{ documentId: string }>(uid, 'filters[page][$eq]=privacy')
  if (!entry) throw new Error('no privacy policy in the CMS')
  const path = `/collection-types/${uid}/${entry.documentId}`
  const before = descriptionOf(await (await request.get('/privacy')).text())
  const metaDescription = `How we handle your data, ${Date.now().toString(36)}.`
  try {
    await admin('PUT', path, { metaDescription })
    await admin('POST', `${path}/actions/publish`, {})
    const published = Date.now()
    await expect
      .poll(async () => descriptionOf(await (await request.get('/privacy')).text()), {
        timeout: 5000 - (Date.now() - published),
        intervals: [100],
      })
      .toBe(metaDescription)
  } finally {
    await admin('PUT', path, { metaDescription: null })
    await admin('POST', `${path}/actions/publish`, {})
  }
  await expect
    .poll(async () => descriptionOf(await (await request.get('/privacy')).text()), { timeout: 5000 })
    .toBe(before)
})
