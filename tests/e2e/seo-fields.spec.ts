import { entryPath, expectLiveWithin5s, saveAndPublish } from './cms-edits'
import { cmsEntries, expect, test } from './fixtures'

/*
 * Every document and page type has the editors' SEO fields (decision 039): a meta title, a description and a share
 * image, each used before the page's default once published, and live within 5 s like the rest of the content.
 */

// These tests edit shared content: one at a time, and each puts back what it changed.
test.describe.configure({ mode: 'serial' })

const tag = (html: string, pattern: RegExp) => pattern.exec(html)?.[1] ?? null
const titleOf = (html: string) => tag(html, /<title>([^<]*)<\/title>/)
const descriptionOf = (html: string) => tag(html, /<meta name="description" content="([^"]*)"/)

test("a Norwegian post's meta title and description: the defaults until set, the editor's once published", async ({
  request,
}) => {
  const path = await entryPath('api::blog.blog', 'frilanser-eller-byra', 'nb-NO')
  const page = '/blog/frilanser-eller-byra'
  const title = async () => titleOf(await (await request.get(page)).text())
  const before = await title()
  const metaTitle = `Frilanser eller byrå? ${Date.now().toString(36)}`
  const metaDescription = `Slik velger du riktig ${Date.now().toString(36)}.`
  expect(before).not.toBe(metaTitle)
  try {
    const published = await saveAndPublish(path, { metaTitle, metaDescription }, 'nb-NO')
    await expectLiveWithin5s(published, title).toBe(metaTitle)
    const html = await (await request.get(page)).text()
    expect(descriptionOf(html)).toBe(metaDescription)
    expect(tag(html, /<meta property="og:title" content="([^"]*)"/)).toBe(metaTitle)
    // The English post keeps its own.
    expect(titleOf(await (await request.get('/blogs/freelancer-vs-agency')).text())).not.toBe(metaTitle)
  } finally {
    await saveAndPublish(path, { metaTitle: null, metaDescription: null }, 'nb-NO')
  }
  await expect.poll(title, { timeout: 5000 }).toBe(before)
})

test("a legal page's description, live within 5 s of publishing", async ({ request }) => {
  const uid = 'api::legal-page.legal-page'
  const [entry] = await cmsEntries<{ documentId: string }>(uid, 'filters[page][$eq]=privacy')
  if (!entry) throw new Error('no privacy policy in the CMS')
  const path = `/collection-types/${uid}/${entry.documentId}`
  const description = async () => descriptionOf(await (await request.get('/privacy')).text())
  const before = await description()
  const metaDescription = `How we handle your data, ${Date.now().toString(36)}.`
  try {
    const published = await saveAndPublish(path, { metaDescription })
    await expectLiveWithin5s(published, description).toBe(metaDescription)
  } finally {
    await saveAndPublish(path, { metaDescription: null })
  }
  await expect.poll(description, { timeout: 5000 }).toBe(before)
})
