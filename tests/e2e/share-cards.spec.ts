import ogs from 'open-graph-scraper'
import { strapiUrl } from '../ports'
import { entryPath, saveAndPublish } from './cms-edits'
import { adminToken, expect, test } from './fixtures'
import { everyPage } from './pages'

/*
 * Decision 042: every page and document has a share card of its own, 1200 × 630, in its language, read here by an
 * outside Open Graph reader (open-graph-scraper) as a link preview would; an editor's own share image wins over the
 * card.
 */

/** Width and height from a PNG's header (the IHDR chunk's first two fields). */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') return null
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test('every page in both languages has its own 1200 × 630 card, which loads', async ({ baseURL, request }) => {
  test.setTimeout(120_000)
  const cards = new Map<string, string>()
  for (const page of everyPage.filter((p) => !p.name.startsWith('not-found'))) {
    const { result, error } = await ogs({ url: `${baseURL}${page.path}`, timeout: 30 })
    expect(error, page.path).toBe(false)
    const [image] = result.ogImage ?? []
    expect(image, page.path).toBeDefined()
    expect([Number(image?.width), Number(image?.height)], page.path).toEqual([1200, 630])
    const src = image?.url ?? ''
    expect(new URL(src).pathname, page.path).toMatch(new RegExp(`^/og/${page.lang}/`))
    expect(result.twitterImage?.[0]?.url, page.path).toBe(src)
    const response = await request.get(src)
    expect(response.status(), src).toBe(200)
    expect(response.headers()['content-type'], src).toBe('image/png')
    expect(pngSize(await response.body()), src).toEqual({ width: 1200, height: 630 })
    cards.set(page.path, src)
  }
  // Never the same picture for everything: one card per page.
  expect(new Set(cards.values()).size).toBe(cards.size)
})

test('a card for no page, or for a document that does not exist, is a 404 that is not kept', async ({ request }) => {
  for (const path of ['/og/en/nothing.png', '/og/no/project/finnes-ikke.png', '/og/de/about.png', '/og/en/about.jpg']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    expect(response.headers()['cache-control'], path).toBe('no-store')
  }
  expect((await request.post('/og/en/about.png')).status()).toBe(405)
})

test("an editor's share image is used instead of the card, and the card is back once it is removed", async ({
  request,
}) => {
  const path = await entryPath('api::project.project', 'kode-labs-nor', 'nb-NO')
  const page = '/projekter/kode-labs-nor'
  const ogImage = async () =>
    (await ogs({ url: new URL(page, test.info().project.use.baseURL).href })).result.ogImage?.[0]
  expect((await ogImage())?.url).toContain('/og/no/project/kode-labs-nor.png')

  // Any picture of the media library will do as the share image.
  const files = await fetch(`${strapiUrl()}/upload/files?pageSize=1&sort=id:asc`, {
    headers: { Authorization: `Bearer ${await adminToken()}` },
  })
  const [file] = ((await files.json()) as { results: { id: number; url: string }[] }).results
  if (!file) throw new Error('the media library is empty')
  try {
    await saveAndPublish(path, { shareImage: file.id }, 'nb-NO')
    await expect.poll(async () => (await ogImage())?.url, { timeout: 5000 }).toContain(file.url)
  } finally {
    await saveAndPublish(path, { shareImage: null }, 'nb-NO')
  }
  await expect.poll(async () => (await ogImage())?.url, { timeout: 5000 }).toContain('/og/no/project/kode-labs-nor.png')
  expect((await request.get(page)).status()).toBe(200)
})
