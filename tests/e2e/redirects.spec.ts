import type { APIRequestContext } from '@playwright/test'
import * as v from 'valibot'
import { cmsAdmin as admin, adminFetch, cmsEntries, expect, test } from './fixtures'

/*
 * Old addresses keep working (decision 037): a renamed project or post answers its old path with a
 * 301 to its new one, in each language; an editor's redirect works once published and stops once unpublished; a
 * redirect that would leave the site, chain or loop is refused by the CMS. Changes go through Strapi's own admin API,
 * as the admin panel makes them. Documents no other spec opens are renamed, and put back.
 */

// These tests edit shared content: one at a time, and each puts back what it changed.
test.describe.configure({ mode: 'serial' })

const suffix = () => Date.now().toString(36)

/** The status and Location of one GET, redirects not followed. */
async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 })
  return { status: response.status(), location: response.headers().location ?? null, headers: response.headers() }
}

const within5s = { timeout: 5000, intervals: [100] }

const localized = v.object({ data: v.object({ slug: v.string(), earlierSlugs: v.nullish(v.unknown()) }) })

const TYPES = [
  { uid: 'api::project.project', slug: 'stavanger-sailing-club', en: '/projects/', no: '/projekter/' },
  { uid: 'api::blog.blog', slug: 'design-trends-that-last', en: '/blogs/', no: '/blog/' },
] as const

for (const type of TYPES) {
  test(`a renamed ${type.uid.split('.')[1]}: its old paths answer 301 to the new ones, in both languages`, async ({
    page,
    request,
  }) => {
    const [entry] = await cmsEntries<{ documentId: string }>(type.uid, `locale=en&filters[slug][$eq]=${type.slug}`)
    if (!entry) throw new Error(`no ${type.slug} in the CMS`)
    const base = `/collection-types/${type.uid}/${entry.documentId}`
    const locales = { en: 'en', no: 'nb-NO' } as const
    const before = {
      en: v.parse(localized, await admin('GET', `${base}?locale=en`)).data,
      no: v.parse(localized, await admin('GET', `${base}?locale=nb-NO`)).data,
    }
    const renamed = { en: `${before.en.slug}-${suffix()}`, no: `${before.no.slug}-${suffix()}` }
    try {
      for (const lang of ['en', 'no'] as const) {
        await admin('PUT', `${base}?locale=${locales[lang]}`, { slug: renamed[lang] })
        await admin('POST', `${base}/actions/publish?locale=${locales[lang]}`, {})
      }
      for (const lang of ['en', 'no'] as const) {
        const old = `${type[lang]}${before[lang].slug}`
        const now = `${type[lang]}${renamed[lang]}`
        await expect.poll(async () => (await answer(request, old)).location, within5s).toBe(now)
        const moved = await answer(request, old)
        expect(moved.status).toBe(301)
        expect(moved.headers['x-content-type-options']).toBe('nosniff')
        expect(moved.headers['cache-control']).toBe('no-store')
        expect((await answer(request, now)).status).toBe(200)
      }
      // A visitor following an old link lands on the page under its new name.
      await page.goto(`${type.en}${before.en.slug}`)
      await expect(page).toHaveURL(new RegExp(`${type.en}${renamed.en}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    } finally {
      for (const lang of ['en', 'no'] as const) {
        // Renamed back, then the earlier slugs as they were (the renamed one would be kept as an earlier address).
        await admin('PUT', `${base}?locale=${locales[lang]}`, { slug: before[lang].slug })
        await admin('PUT', `${base}?locale=${locales[lang]}`, { earlierSlugs: before[lang].earlierSlugs ?? null })
        await admin('POST', `${base}/actions/publish?locale=${locales[lang]}`, {})
      }
    }
    for (const lang of ['en', 'no'] as const) {
      const path = `${type[lang]}${before[lang].slug}`
      await expect.poll(async () => (await answer(request, path)).status, within5s).toBe(200)
    }
    expect((await answer(request, `${type.en}${renamed.en}`)).status).toBe(404)
  })
}

const redirectsPath = '/collection-types/api::redirect.redirect'
const created = v.object({ data: v.object({ documentId: v.string(), from: v.string(), to: v.string() }) })

/** Creates a redirect as the admin panel does, or answers the CMS's refusal. */
async function createRedirect(data: { from: string; to: string }) {
  const response = await adminFetch(redirectsPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(data),
  })
  return { status: response.status, body: (await response.json()) as unknown }
}

const refusal = v.object({ error: v.object({ name: v.string(), message: v.string() }) })

test("an editor's redirect answers 301 once published, and stops once unpublished", async ({ request }) => {
  const from = `/campaign-${suffix()}`
  const made = await createRedirect({ from: `${from}/`, to: '/projects' })
  expect(made.status).toBe(201)
  const { documentId, from: stored } = v.parse(created, made.body).data
  expect(stored).toBe(from)
  const path = `${redirectsPath}/${documentId}`
  try {
    // A draft changes nothing.
    expect((await answer(request, from)).status).toBe(404)
    await admin('POST', `${path}/actions/publish`, {})
    await expect
      .poll(async () => (await answer(request, `${from}?utm_source=print`)).location, within5s)
      .toBe('/projects?utm_source=print')
    const moved = await answer(request, from)
    expect(moved.status).toBe(301)
    expect(moved.headers['x-content-type-options']).toBe('nosniff')
    await admin('POST', `${path}/actions/unpublish`, {})
    await expect.poll(async () => (await answer(request, from)).status, within5s).toBe(404)
  } finally {
    await admin('DELETE', path)
  }
})

test('the CMS refuses a redirect off the site, a chain and a loop, saying why', async () => {
  const a = `/e2e-a-${suffix()}`
  const first = await createRedirect({ from: a, to: '/about' })
  expect(first.status).toBe(201)
  const { documentId } = v.parse(created, first.body).data
  try {
    const refused = async (data: { from: string; to: string }, message: RegExp) => {
      const result = await createRedirect(data)
      expect(result.status, JSON.stringify(data)).toBe(400)
      const { error } = v.parse(refusal, result.body)
      expect(error.name).toBe('ValidationError')
      expect(error.message).toMatch(message)
    }
    await refused({ from: '/e2e-x', to: 'https://evil.example/' }, /path of this site/)
    await refused({ from: '/e2e-x', to: '//evil.example/' }, /stay on this site/)
    await refused({ from: '/e2e-x', to: '/\\evil.example/' }, /stay on this site/)
    await refused({ from: `/e2e-c-${suffix()}`, to: a }, /itself redirects to \/about.*chains are refused/)
    await refused({ from: '/about', to: a }, /would loop/)
    await refused({ from: '/e2e-x', to: '/e2e-x/' }, /to itself would loop/)
    await refused({ from: a, to: '/contact' }, /already starts at/)
  } finally {
    await admin('DELETE', `${redirectsPath}/${documentId}`)
  }
})
