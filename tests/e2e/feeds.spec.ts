import { parseFeed } from '@rowanmanning/feed-parser'
import * as v from 'valibot'
import { strapiUrl } from '../ports'
import { cmsAdmin as admin, documentIdOf, expect, test } from './fixtures'

/*
 * The journal's feeds: one Atom feed per language beside the journal's list, found from the journal's
 * pages, read by an outside parser, carrying the newest posts with their summary, date, category and picture, and a
 * publish within 5 s like the pages.
 */

const FEEDS = [
  { lang: 'en', locale: 'en', list: '/blogs', article: '/blogs/freelancer-vs-agency', title: 'Journal | Origin' },
  { lang: 'no', locale: 'nb-NO', list: '/blog', article: '/blog/frilanser-eller-byra', title: 'Tidsskrift | Origin' },
] as const

/** How many posts the CMS has published in a language. */
async function publishedPosts(locale: string): Promise<number> {
  const response = await fetch(`${strapiUrl()}/api/blogs?locale=${locale}&pagination[pageSize]=1&fields[0]=slug`)
  return v.parse(v.object({ meta: v.object({ pagination: v.object({ total: v.number() }) }) }), await response.json())
    .meta.pagination.total
}

for (const { lang, locale, list, article, title } of FEEDS) {
  test(`the ${lang} journal's feed: found from its pages, read by a feed parser, its newest posts in full`, async ({
    request,
    baseURL,
  }) => {
    const feedUrl = `${baseURL}${list}/feed.xml`
    for (const page of [list, article]) {
      const html = await (await request.get(page)).text()
      expect(html, page).toContain(
        `<link rel="alternate" type="application/atom+xml" title="${title}" href="${feedUrl}"/>`,
      )
    }
    const response = await request.get(feedUrl)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
    const feed = parseFeed(await response.text())
    expect(feed.title).toBe(title)
    expect(feed.self).toBe(feedUrl)
    expect(feed.url).toBe(`${baseURL}${list}`)
    expect(feed.items).toHaveLength(Math.min(20, await publishedPosts(locale)))
    for (const item of feed.items) {
      expect(item.url).toMatch(new RegExp(`^${baseURL}${list}/[a-z0-9-]+$`))
      expect(item.title).toBeTruthy()
      expect(item.published).toBeInstanceOf(Date)
      expect(item.description).toBeTruthy()
      expect(item.categories.length).toBe(1)
      expect(item.media[0]?.mimeType).toMatch(/^image\//)
    }
    const linked = feed.items.find((item) => item.url === `${baseURL}${article}`)
    expect(linked, 'the seeded article').toBeDefined()
    // Each item's page is there, and its picture loads.
    expect((await request.get(linked?.url ?? '')).status()).toBe(200)
    expect((await request.get(linked?.media[0]?.url ?? '')).status()).toBe(200)
  })
}

test('a post retitled and published is in the feed within 5 s', async ({ request }) => {
  const uid = 'api::blog.blog'
  const id = await documentIdOf(uid, 'freelancer-vs-agency', 'en')
  const path = `/collection-types/${uid}/${id}?locale=en`
  const originalTitle = v.parse(v.object({ data: v.object({ Title: v.string() }) }), await admin('GET', path)).data
    .Title
  const retitled = `Freelancer or agency, again ${Date.now().toString(36)}`
  const titles = async () => parseFeed(await (await request.get('/blogs/feed.xml')).text()).items.map((i) => i.title)
  try {
    await admin('PUT', path, { Title: retitled })
    await admin('POST', `/collection-types/${uid}/${id}/actions/publish?locale=en`, {})
    const published = Date.now()
    await expect
      .poll(titles, { timeout: Math.max(500, 5000 - (Date.now() - published)), intervals: [100] })
      .toContain(retitled)
  } finally {
    await admin('PUT', path, { Title: originalTitle })
    await admin('POST', `/collection-types/${uid}/${id}/actions/publish?locale=en`, {})
  }
  await expect.poll(titles, { timeout: 5000 }).toContain(originalTitle)
})
