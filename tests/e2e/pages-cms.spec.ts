import * as v from 'valibot'
import { cmsAdmin as admin, expect, test } from './fixtures'

/*
 * The services, about and careers pages' words are the editors' (decision 040): localized single types. In each
 * language an edited heading shows only in preview until published, then on the page within 5 s, and the other language
 * keeps its own; the rest of the page (its panels, its facts, its lists) stays as it was.
 */

test.describe.configure({ mode: 'serial' })

const cases = [
  {
    type: 'careers-page',
    field: 'dreamsTitle',
    locale: 'en',
    path: '/careers',
    other: '/karrierer',
    kept: { level: 2, name: 'OPEN ROLES' },
  },
  {
    type: 'careers-page',
    field: 'dreamsTitle',
    locale: 'nb-NO',
    path: '/karrierer',
    other: '/careers',
    kept: { level: 2, name: 'LEDIGE STILLINGER' },
  },
  {
    type: 'services-page',
    field: 'processTitle',
    locale: 'en',
    path: '/services',
    other: '/servicer',
    kept: { level: 2, name: /Development/ },
  },
  {
    type: 'services-page',
    field: 'processTitle',
    locale: 'nb-NO',
    path: '/servicer',
    other: '/services',
    kept: { level: 2, name: /Utvikling/ },
  },
  {
    type: 'about-page',
    field: 'factsTitle',
    locale: 'en',
    path: '/about',
    other: '/om-oss',
    kept: { level: 2, name: 'What drives us' },
  },
  {
    type: 'about-page',
    field: 'factsTitle',
    locale: 'nb-NO',
    path: '/om-oss',
    other: '/about',
    kept: { level: 2, name: 'Det som driver oss' },
  },
] as const

for (const { type, field, locale, path, other, kept } of cases) {
  test(`${type} in ${locale}: a heading, the draft only in preview, live on ${path} within 5 s of publishing`, async ({
    page,
    request,
  }) => {
    const uid = `api::${type}.${type}`
    const single = `/single-types/${uid}?locale=${locale}`
    const original = v.parse(
      v.object({ data: v.object({ documentId: v.string(), [field]: v.nullable(v.string()) }) }),
      await admin('GET', single),
    ).data
    const heading = `Heading ${locale} ${Date.now().toString(36)}`
    try {
      await admin('PUT', single, { [field]: heading })
      expect(await (await request.get(path)).text()).not.toContain(heading)

      const { data } = v.parse(
        v.object({ data: v.object({ url: v.string() }) }),
        await admin('GET', `/preview/url/${uid}?documentId=${original.documentId}&locale=${locale}&status=draft`),
      )
      const link = new URL(data.url)
      await page.goto(`${link.pathname}${link.search}`)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      await expect(page.getByRole('heading', kept)).toBeVisible()

      await admin('POST', `/single-types/${uid}/actions/publish?locale=${locale}`, {})
      const published = Date.now()
      await expect
        .poll(async () => (await (await request.get(path)).text()).includes(heading), {
          timeout: Math.max(500, 5000 - (Date.now() - published)),
          intervals: [100],
        })
        .toBe(true)
      expect(await (await request.get(other)).text()).not.toContain(heading)
    } finally {
      await admin('PUT', single, { [field]: original[field] })
      await admin('POST', `/single-types/${uid}/actions/publish?locale=${locale}`, {})
    }
  })
}
