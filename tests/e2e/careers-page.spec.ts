import * as v from 'valibot'
import { cmsAdmin as admin, expect, test } from './fixtures'

/*
 * The careers page's words are the editors' (issue 30): a localized single type. A Norwegian edit shows only in
 * preview until published, then on /karrierer within 5 s, and the English page keeps its own words.
 */

test.describe.configure({ mode: 'serial' })

const uid = 'api::careers-page.careers-page'
const pathOf = (locale: string) => `/single-types/${uid}?locale=${locale}`
const entry = v.object({
  data: v.object({
    documentId: v.string(),
    dreamsTitle: v.nullable(v.string()),
    tags: v.array(v.object({ label: v.string() })),
  }),
})

test('a Norwegian heading: the draft only in preview, live on /karrierer within 5 s of publishing', async ({
  page,
  request,
}) => {
  const original = v.parse(entry, await admin('GET', pathOf('nb-NO'))).data
  const dreamsTitle = `Drømmer ${Date.now().toString(36)}`
  const tags = original.tags.map(({ label }) => ({ label }))
  try {
    await admin('PUT', pathOf('nb-NO'), { dreamsTitle, tags })
    expect(await (await request.get('/karrierer')).text()).not.toContain(dreamsTitle)

    const { data } = v.parse(
      v.object({ data: v.object({ url: v.string() }) }),
      await admin('GET', `/preview/url/${uid}?documentId=${original.documentId}&locale=nb-NO&status=draft`),
    )
    const link = new URL(data.url)
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page).toHaveURL(/\/karrierer$/)
    await expect(page.getByRole('heading', { level: 2, name: dreamsTitle })).toBeVisible()

    await admin('POST', `/single-types/${uid}/actions/publish?locale=nb-NO`, {})
    const published = Date.now()
    await expect
      .poll(async () => (await (await request.get('/karrierer')).text()).includes(dreamsTitle), {
        timeout: Math.max(500, 5000 - (Date.now() - published)),
        intervals: [100],
      })
      .toBe(true)
    expect(await (await request.get('/careers')).text()).not.toContain(dreamsTitle)
  } finally {
    await admin('PUT', pathOf('nb-NO'), { dreamsTitle: original.dreamsTitle, tags })
    await admin('POST', `/single-types/${uid}/actions/publish?locale=nb-NO`, {})
  }
})
