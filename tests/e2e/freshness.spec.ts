import { signPreviewLink } from '@origin/shared/preview-token'
import * as v from 'valibot'
import { cmsEnv } from '../cms-env.mjs'
import { E2E_SECOND_PORT } from '../ports'
import { cmsAdmin as admin, documentIdOf, expect, gotoHydrated, test } from './fixtures'
import { serverFnId, startSite } from './servers'

/*
 * Editors' side of the site (decision 008): a change published in Strapi is live at once (the CMS's webhook empties the
 * site's caches), and Strapi's preview shows drafts to whoever holds the preview link, never to visitors or caches.
 * Changes go through Strapi's own admin API, as the admin panel makes them.
 */

// These tests edit shared content: one at a time, and each puts back what it changed.
test.describe.configure({ mode: 'serial' })

const previewSecret = () => cmsEnv('PREVIEW_SECRET')

/**
 * A second site instance, with its own memory caches, on the port the test CMS's second webhook points at
 * (scripts/test.sh starts the CMS with both site URLs in SITE_REVALIDATE_URL).
 */

test('a change published in Strapi is live on every site instance within 5 s', async ({ page }) => {
  const uid = 'api::project.project'
  // Looked up before the second server starts: nothing may fail between its start and the `finally` that stops it.
  const id = await documentIdOf(uid, 'kode-labs', 'en')
  const second = await startSite(E2E_SECOND_PORT, { REVALIDATE_SECRET: cmsEnv('REVALIDATE_SECRET') })
  const path = `/collection-types/${uid}/${id}`
  const instances = ['', second.url]
  const titleOn = async (origin: string) => {
    const html = await (await page.request.get(`${origin}/projects/kode-labs`)).text()
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
  }
  const title = `Kode Labs ${Date.now().toString(36)}`
  try {
    await gotoHydrated(page, '/projects/kode-labs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kode Labs')
    // Each instance has the page in its own caches: the second view of it is served from there.
    for (const origin of instances) {
      await expect
        .poll(async () => (await page.request.get(`${origin}/projects/kode-labs`)).headers()['x-page-cache'])
        .toBe('hit')
    }
    await admin('PUT', `${path}?locale=en`, { Title: title })
    await admin('POST', `${path}/actions/publish?locale=en`, {})
    const published = Date.now()
    for (const origin of instances) {
      await expect
        .poll(() => titleOn(origin), { timeout: 5000 - (Date.now() - published), intervals: [100] })
        .toBe(title)
    }
    // And the visitor's browser on the first shows it too.
    await page.goto('/projects/kode-labs')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  } finally {
    await admin('PUT', `${path}?locale=en`, { Title: 'Kode Labs' })
    await admin('POST', `${path}/actions/publish?locale=en`, {})
    await second.stop()
  }
})

test('preview shows a draft to the preview link only, uncached, with a way out', async ({ page, request }) => {
  const uid = 'api::blog.blog'
  const slug = 'freelancer-vs-agency'
  const id = await documentIdOf(uid, slug, 'en')
  const path = `/collection-types/${uid}/${id}`
  const draftTitle = `Draft ${Date.now().toString(36)}`
  // Another post's draft, which this page's preview must never open (issue 63, item 2).
  const otherPath = `/collection-types/${uid}/${await documentIdOf(uid, 'do-i-need-a-website-for-my-start-up', 'en')}`
  const otherDraftTitle = `Other draft ${Date.now().toString(36)}`
  // The page is in the site's cache before the draft exists (the second view is served from it)...
  await expect.poll(async () => (await request.get(`/blogs/${slug}`)).headers()['x-page-cache']).toBe('hit')
  try {
    // Saved, not published.
    await admin('PUT', `${path}?locale=en`, { Title: draftTitle })
    await admin('PUT', `${otherPath}?locale=en`, { Title: otherDraftTitle })
    // ...so the visitor's check waits for the save's webhook to empty the caches: a page rendered before the draft
    // existed proves nothing. The page was cached seconds ago, far within its lifetime, so only the webhook drops it.
    await expect
      .poll(async () => (await request.get(`/blogs/${slug}`)).headers()['x-page-cache'], { timeout: 15_000 })
      .toBeUndefined()
    const anonymous = await request.get(`/blogs/${slug}`)
    expect(await anonymous.text()).not.toContain(draftTitle)
    // A made-up preview cookie (the real one's shape: 64 hex digits) is no preview: published content, cacheable.
    const forged = await request.get(`/blogs/${slug}`, { headers: { cookie: `__origin_preview=${'ab'.repeat(32)}` } })
    const forgedHtml = await forged.text()
    expect(forgedHtml).not.toContain(draftTitle)
    expect(forgedHtml).not.toContain('Preview: you are seeing unpublished changes.')
    expect(forged.headers()['cache-control']).toMatch(/^public/)
    // ...and it does not turn the page cache off (issue 63, info): the page is served from it all the same.
    await expect
      .poll(
        async () =>
          (
            await request.get(`/blogs/${slug}`, { headers: { cookie: `__origin_preview=${'ab'.repeat(32)}` } })
          ).headers()['x-page-cache'],
      )
      .toBe('hit')

    // The preview button's link, as the admin panel asks for it: a token for this page, never the secret itself.
    const { data } = v.parse(
      v.object({ data: v.object({ url: v.string() }) }),
      await admin('GET', `/preview/url/${uid}?documentId=${id}&locale=en&status=draft`),
    )
    const link = new URL(data.url)
    expect(link.pathname).toBe('/api/preview')
    expect(data.url).not.toContain(encodeURIComponent(previewSecret()))
    expect(data.url).not.toContain(previewSecret())
    // The secret itself (the old link's form), a forged token and an expired one open nothing.
    const document = { type: 'blogs', documentId: id, locale: 'en' }
    const refused = [
      `/api/preview?secret=${encodeURIComponent(previewSecret())}&status=draft&url=/blogs/${slug}`,
      `/api/preview?token=${signPreviewLink('not-the-secret-but-long-enough-0123', { path: `/blogs/${slug}`, status: 'draft', document })}`,
      `/api/preview?token=${signPreviewLink(previewSecret(), { path: `/blogs/${slug}`, status: 'draft', document }, Date.now() - 11 * 60_000)}`,
    ]
    for (const path of refused) {
      const answer = await request.get(path, { maxRedirects: 0 })
      expect(answer.status(), path).toBe(401)
      expect(answer.headers()['set-cookie'], path).toBeUndefined()
    }
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page).toHaveURL(new RegExp(`/blogs/${slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle)
    await expect(
      page.getByRole('status').filter({ hasText: 'Preview: you are seeing unpublished changes.' }),
    ).toBeVisible()
    const cookie = (await page.context().cookies()).find((c) => c.name === '__origin_preview')
    expect(cookie?.sameSite).toBe('None')
    expect(cookie?.secure).toBe(true)
    expect(cookie?.httpOnly).toBe(true)
    const previewed = await page.request.get(`/blogs/${slug}`)
    expect(previewed.headers()['cache-control']).toBe('private, no-store')
    // The cookie is this preview's own, and its expiry is the server's to check: stretched, it is no preview.
    const [expiry, claims, nonce, mac] = (cookie?.value ?? '').split('.')
    const stretched = await request.get(`/blogs/${slug}`, {
      headers: { cookie: `__origin_preview=${Number(expiry) + 86_400_000}.${claims}.${nonce}.${mac}` },
    })
    expect(await stretched.text()).not.toContain(draftTitle)
    // It opens this one page: the journal, other pages, the feed and the sitemap stay published under it, and so do
    // the server functions that another page calls (decision 050: the cookie once opened every draft for an hour).
    const withCookie = { cookie: `__origin_preview=${cookie?.value}` }
    for (const other of ['/blogs', '/', '/blogs/feed.xml', '/sitemap.xml', '/projects']) {
      const answer = await request.get(other, { headers: withCookie })
      expect(answer.status(), other).toBe(200)
      expect(await answer.text(), other).not.toContain(draftTitle)
      expect(answer.headers()['cache-control'], other).not.toBe('private, no-store')
    }
    const listCall = `/_serverFn/${serverFnId('fetchBlogPosts')}?payload=${encodeURIComponent(
      JSON.stringify({
        t: {
          t: 10,
          i: 0,
          p: { k: ['data'], v: [{ t: 10, i: 1, p: { k: ['lang'], v: [{ t: 1, s: 'en' }] }, o: 0 }] },
          o: 0,
        },
        f: 127,
        m: [],
      }),
    )}`
    const fromOtherPage = await request.get(listCall, {
      headers: { ...withCookie, 'Sec-Fetch-Site': 'same-origin', Referer: new URL('/blogs', page.url()).href },
    })
    expect(fromOtherPage.status()).toBe(200)
    expect(await fromOtherPage.text()).not.toContain(draftTitle)
    // The previewed page's own calls from the browser read its drafts (a refetch must not swap the draft back).
    const fromPreviewedPage = await request.get(listCall, {
      headers: { ...withCookie, 'Sec-Fetch-Site': 'same-origin', Referer: page.url() },
    })
    expect(await fromPreviewedPage.text()).toContain(draftTitle)
    // Whatever page a call claims to come from (its Referer), the cookie opens this one document's draft only: not
    // another post's in the journal list, nor the drafts of what the language-only functions read (issue 63, item 2).
    const langCall = (name: string) => listCall.replace(serverFnId('fetchBlogPosts'), serverFnId(name))
    for (const call of [listCall, langCall('fetchHome')]) {
      const answer = await request.get(call, {
        headers: { ...withCookie, 'Sec-Fetch-Site': 'same-origin', Referer: page.url() },
      })
      expect(answer.status(), call).toBe(200)
      expect(await answer.text(), call).not.toContain(otherDraftTitle)
    }

    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(new RegExp(`/blogs/${slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(draftTitle)
    // Visitors and caches never saw it.
    expect(await (await request.get(`/blogs/${slug}`)).text()).not.toContain(draftTitle)
  } finally {
    await admin('POST', `${path}/actions/discard?locale=en`, {})
    await admin('POST', `${otherPath}/actions/discard?locale=en`, {})
  }
})

/*
 * Issue 62, item 6: a preview cookie lives an hour, so a page opened after Publish in the editor's browser still
 * showed drafts under "unpublished changes". The bar says what the CMS says now (decision 104), and once nothing waits
 * to be published its link is the live page, which ends the preview.
 */
const previewBars = [
  {
    locale: 'en',
    slug: 'a-brand-audit-in-one-afternoon',
    page: '/blogs/',
    changes: 'Preview: you are seeing unpublished changes.',
    published: 'Published: nothing you see here is waiting to be published.',
    live: 'See the live page',
  },
  {
    locale: 'nb-NO',
    slug: 'en-merkevarerevisjon-pa-en-ettermiddag',
    page: '/blog/',
    changes: 'Forhåndsvisning: du ser endringer som ikke er publisert.',
    published: 'Publisert: ingenting du ser her venter på å bli publisert.',
    live: 'Se den publiserte siden',
  },
] as const

for (const bar of previewBars) {
  test(`${bar.locale}: after Publish the preview bar says the page is published, and its link shows the live page`, async ({
    page,
  }) => {
    const uid = 'api::blog.blog'
    const id = await documentIdOf(uid, bar.slug, bar.locale)
    const path = `/collection-types/${uid}/${id}`
    const { data: stored } = v.parse(
      v.object({ data: v.object({ Title: v.string() }) }),
      await admin('GET', `${path}?locale=${bar.locale}`),
    )
    const title = `${stored.Title} ${Date.now().toString(36)}`
    const status = page.getByRole('status').filter({ hasText: /^(Preview|Published|Forhåndsvisning|Publisert):/ })
    try {
      await admin('PUT', `${path}?locale=${bar.locale}`, { Title: title })
      const { data } = v.parse(
        v.object({ data: v.object({ url: v.string() }) }),
        await admin('GET', `/preview/url/${uid}?documentId=${id}&locale=${bar.locale}&status=draft`),
      )
      const link = new URL(data.url)
      await page.goto(`${link.pathname}${link.search}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(status).toContainText(bar.changes)
      // The post is in both languages: the bar says nothing of a missing one.
      await expect(status).not.toContainText(/Only in|Bare på/)
      await admin('POST', `${path}/actions/publish?locale=${bar.locale}`, {})
      // A new look at the page in the same browser, the cookie still there: the bar no longer claims changes.
      await page.reload()
      await expect(status).toContainText(bar.published)
      await status.getByRole('link', { name: bar.live }).click()
      await expect(page).toHaveURL(new RegExp(`${bar.page}${bar.slug}$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(status).toHaveCount(0)
      expect((await page.context().cookies()).some((c) => c.name === '__origin_preview')).toBe(false)
    } finally {
      await admin('PUT', `${path}?locale=${bar.locale}`, { Title: stored.Title })
      await admin('POST', `${path}/actions/publish?locale=${bar.locale}`, {})
    }
  })
}

test('the preview bar says when an entry exists in one language only, so its other page does not show it', async ({
  page,
}) => {
  const uid = 'api::blog.blog'
  const slug = `only-in-english-${Date.now().toString(36)}`
  const { data: created } = v.parse(
    v.object({ data: v.object({ documentId: v.string() }) }),
    await admin('POST', `/collection-types/${uid}?locale=en`, { Title: 'Only in English', slug }),
  )
  const status = page.getByRole('status').filter({ hasText: /^(Preview|Published):/ })
  try {
    const { data } = v.parse(
      v.object({ data: v.object({ url: v.string() }) }),
      await admin('GET', `/preview/url/${uid}?documentId=${created.documentId}&locale=en&status=draft`),
    )
    const link = new URL(data.url)
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Only in English')
    await expect(status).toContainText('Only in English: the Norwegian site does not show this entry.')
  } finally {
    await admin('DELETE', `/collection-types/${uid}/${created.documentId}?locale=*`)
  }
})
