import { CRAWLER_TAGS_SELECTOR } from '../../app/seo/head'
import { expect, publicPages, sharedPages, test, waitForHydration } from './fixtures'

/* What search engines and link previews read: each page's head, the sitemap and robots.txt. */

function heads(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const attr = (tag: string, key: string, value: string, want: string) => {
    const re = new RegExp(`<${tag}[^>]*${key}="${value.replace(/[:+]/g, '\\$&')}"[^>]*>`, 'g')
    return [...head.matchAll(re)].map((m) => new RegExp(`${want}="([^"]*)"`).exec(m[0])?.[1] ?? '')
  }
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '',
    meta: (key: string) => attr('meta', '(?:name|property)', key, 'content'),
    links: (rel: string) => attr('link', 'rel', rel, 'href'),
    hreflangs: [...head.matchAll(/<link[^>]*rel="alternate"[^>]*hrefLang="([^"]+)"/g)].map((m) => m[1]),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? 'null') as { '@type': string },
    ),
  }
}

test('every page has its own title and description, canonical, hreflang, Open Graph and Twitter tags', async ({
  request,
  baseURL,
}) => {
  const titles = new Set<string>()
  const pages = [...publicPages.flatMap((p) => [p.en, p.no]), ...sharedPages]
  for (const path of pages) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const h = heads(await response.text())
    titles.add(h.title)
    expect(h.meta('description')[0], path).toBeTruthy()
    const canonical = h.links('canonical')[0]
    expect(canonical, path).toBe(`${baseURL}${path}`)
    expect(h.meta('og:url')[0], path).toBe(canonical)
    expect(h.meta('og:title')[0], path).toBeTruthy()
    expect(h.meta('og:description')[0], path).toBeTruthy()
    expect(h.meta('og:image')[0], path).toMatch(/^https?:\/\//)
    expect(h.meta('og:locale')[0], path).toMatch(/^(en_US|nb_NO)$/)
    expect(h.meta('twitter:card')[0], path).toBe('summary_large_image')
    if ((sharedPages as readonly string[]).includes(path)) {
      expect(h.hreflangs, path).toEqual(['en', 'x-default'])
    } else {
      expect(h.hreflangs, path).toEqual(['en', 'nb-NO', 'x-default'])
      expect(h.meta('og:locale:alternate')[0], path).toMatch(/^(en_US|nb_NO)$/)
    }
  }
  expect(titles.size, 'distinct titles').toBe(pages.length)
})

test('CMS pages take title, description and image from their content; articles are typed as such', async ({
  request,
}) => {
  const h = heads(await (await request.get('/blog/frilanser-eller-byra')).text())
  expect(h.meta('og:type')[0]).toBe('article')
  // Link previews show the post's card (share-cards.spec.ts); search engines its own picture.
  expect(h.meta('og:image')[0]).toContain('/og/no/blog/frilanser-eller-byra.png')
  expect(h.meta('og:locale')[0]).toBe('nb_NO')
  expect(h.jsonLd.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'BlogPosting'])
  expect(JSON.stringify(h.jsonLd[1])).toContain('/uploads/')

  const job = heads(await (await request.get('/careers/frontend-developer')).text())
  expect(job.jsonLd.map((block) => block['@type'])).toEqual(['BreadcrumbList', 'JobPosting'])
  expect(job.title).toContain('Frontend Developer')

  const home = heads(await (await request.get('/no')).text())
  expect(home.jsonLd.map((block) => block['@type'])).toEqual(['Organization'])
  expect(home.meta('og:image')[0]).toContain('/og/no/home.png')
})

test('a browser keeps only the title and links of the page it shows: the server’s crawler tags go at the first move', async ({
  page,
}) => {
  // A React page (a page without React moves by plain navigations, each with its own head).
  await page.goto('/projects')
  await waitForHydration(page)
  // Hydrated with them in place (a browser builds none of its own, and React leaves the server's alone).
  expect(await page.locator(CRAWLER_TAGS_SELECTOR).count()).toBeGreaterThan(10)
  await page.locator('footer').getByRole('link', { name: 'About Us' }).click()
  await expect(page).toHaveTitle('About us | Origin')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/)
  // Else the projects list's description, share image and breadcrumb would describe the About page.
  await expect(page.locator(CRAWLER_TAGS_SELECTOR)).toHaveCount(0)
})

test('thank-you pages are not indexed', async ({ request }) => {
  for (const path of ['/thank-you', '/tusen-takk']) {
    expect(heads(await (await request.get(path)).text()).meta('robots')).toEqual(['noindex, follow'])
  }
  expect(heads(await (await request.get('/contact')).text()).meta('robots')).toEqual([])
})

test('the sitemap lists both languages of every page and the seeded slugs; robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
  for (const page of publicPages.filter((p) => p.screen !== 'thankYou')) {
    expect(locs, page.en).toContain(`${baseURL}${page.en}`)
    expect(locs, page.no).toContain(`${baseURL}${page.no}`)
  }
  for (const path of sharedPages) expect(locs).toContain(`${baseURL}${path}`)
  expect(locs).not.toContain(`${baseURL}/thank-you`)
  expect(locs).toContain(`${baseURL}/projekter/kode-labs-nor`)
  expect(locs).toContain(`${baseURL}/karrierer/ansvarlig-for-sosiale-medier`)
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="nb-NO" href="${baseURL}/blog/frilanser-eller-byra"/>`)
  expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/)

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})
