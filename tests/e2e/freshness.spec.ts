import { readFileSync } from 'node:fs'
import { adminToken, expect, gotoHydrated, test } from './fixtures'

/*
 * Editors' side of the site (issue 9): a change published in Strapi is live at once (the CMS's webhook empties the
 * site's caches), and Strapi's preview shows drafts to whoever holds the preview link, never to visitors or caches.
 * Changes go through Strapi's own admin API, as the admin panel makes them.
 */

const cms = process.env.STRAPI_URL ?? 'http://127.0.0.1:1337'
// These tests edit shared content: one at a time, and each puts back what it changed.
test.describe.configure({ mode: 'serial' })

async function admin(method: string, path: string, body?: unknown) {
  const response = await fetch(`${cms}/content-manager${path}`, {
    method,
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
  return (await response.json()) as { data?: { documentId: string; Title?: string } }
}

async function documentIdOf(uid: string, slug: string, locale: string): Promise<string> {
  const response = await fetch(
    `${cms}/content-manager/collection-types/${uid}?locale=${locale}&filters[slug][$eq]=${encodeURIComponent(slug)}`,
    { headers: { Authorization: `Bearer ${await adminToken()}` } },
  )
  const { results } = (await response.json()) as { results: { documentId: string }[] }
  const id = results[0]?.documentId
  if (!id) throw new Error(`no ${uid} with slug ${slug}`)
  return id
}

function previewSecret(): string {
  const line = readFileSync('cms/.env', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('PREVIEW_SECRET='))
  return process.env.PREVIEW_SECRET ?? line?.slice('PREVIEW_SECRET='.length) ?? ''
}

test('a change published in Strapi is live on the site at once (well within 60 s)', async ({ page }) => {
  const uid = 'api::project.project'
  const id = await documentIdOf(uid, 'kode-labs', 'en')
  const path = `/collection-types/${uid}/${id}`
  await gotoHydrated(page, '/projects/kode-labs')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kode Labs')
  // The page is now in the site's caches.
  const title = `Kode Labs ${Date.now().toString(36)}`
  try {
    await admin('PUT', `${path}?locale=en`, { Title: title })
    await admin('POST', `${path}/actions/publish?locale=en`, {})
    await expect(async () => {
      await page.goto('/projects/kode-labs')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 1000 })
    }).toPass({ timeout: 60_000 })
  } finally {
    await admin('PUT', `${path}?locale=en`, { Title: 'Kode Labs' })
    await admin('POST', `${path}/actions/publish?locale=en`, {})
  }
})

test('preview shows a draft to the preview link only, uncached, with a way out', async ({ page, request }) => {
  const uid = 'api::blog.blog'
  const slug = 'freelancer-vs-agency'
  const id = await documentIdOf(uid, slug, 'en')
  const path = `/collection-types/${uid}/${id}`
  const draftTitle = `Draft ${Date.now().toString(36)}`
  // The page is in the site's cache before the draft exists (the second view is served from it)...
  await expect.poll(async () => (await request.get(`/blogs/${slug}`)).headers()['x-page-cache']).toBe('hit')
  try {
    // Saved, not published.
    await admin('PUT', `${path}?locale=en`, { Title: draftTitle })
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

    expect((await request.get(`/api/preview?secret=wrong&url=/blogs/${slug}`, { maxRedirects: 0 })).status()).toBe(401)
    await page.goto(`/api/preview?secret=${encodeURIComponent(previewSecret())}&status=draft&url=/blogs/${slug}`)
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

    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page).toHaveURL(new RegExp(`/blogs/${slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(draftTitle)
    // Visitors and caches never saw it.
    expect(await (await request.get(`/blogs/${slug}`)).text()).not.toContain(draftTitle)
  } finally {
    await admin('POST', `${path}/actions/discard?locale=en`, {})
  }
})
