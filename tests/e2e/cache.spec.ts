import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SPEC_SERVER_PORTS, strapiUrl } from '../ports'
import { expect, test } from './fixtures'
import { type SiteServer, startSite } from './servers'

/*
 * The site's CMS cache, measured at the CMS's door: a second site server (same production build) talks to Strapi
 * through a counting proxy, so the test sees exactly how many CMS requests each page view costs.
 */

const cms = new URL(strapiUrl())
const SECRET = 'e2e-revalidate-secret-0123456789'

let proxy: Server
let site: SiteServer | undefined
let siteUrl = ''
let count = 0

test.beforeAll(async () => {
  proxy = createServer((req, res) => {
    count++
    const upstream = httpRequest(
      {
        host: cms.hostname,
        port: cms.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: cms.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const proxyPort = (proxy.address() as AddressInfo).port
  const port = SPEC_SERVER_PORTS.cache + test.info().workerIndex
  siteUrl = `http://127.0.0.1:${port}`
  site = await startSite(port, {
    STRAPI_URL: `http://127.0.0.1:${proxyPort}`,
    STRAPI_MEDIA_URL: cms.origin,
    REVALIDATE_SECRET: SECRET,
  })
})

test.afterAll(async () => {
  await site?.stop()
  await new Promise((resolve) => proxy?.close(resolve))
})

async function cmsRequestsFor(path: string): Promise<number> {
  const before = count
  const response = await fetch(siteUrl + path)
  expect(response.status, path).toBe(200)
  await response.text()
  return count - before
}

test('a page rendered a moment ago costs the CMS nothing; publishing makes it ask again', async () => {
  const path = '/projekter/kode-labs-nor'
  expect(await cmsRequestsFor(path)).toBeGreaterThan(0)
  expect(await cmsRequestsFor(path)).toBe(0)
  expect(await cmsRequestsFor(path)).toBe(0)

  // Strapi's webhook after a project was published: the project answers are dropped, the next view asks again.
  const hook = await fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Revalidate-Secret': SECRET },
    body: JSON.stringify({ event: 'entry.publish', uid: 'api::project.project', model: 'project' }),
  })
  expect(hook.status).toBe(200)
  expect(await cmsRequestsFor(path)).toBeGreaterThan(0)
  expect(await cmsRequestsFor(path)).toBe(0)
})

test('made-up queries are the page itself, not copies that push real pages out of the page cache', async () => {
  const cached = async (path: string) => {
    const response = await fetch(siteUrl + path)
    expect(response.status, path).toBe(200)
    await response.text()
    return response.headers.get('x-page-cache')
  }
  await cached('/services')
  expect(await cached('/services')).toBe('hit')
  // 320 one-off query strings in a burst once evicted /services from the 300 pages kept.
  for (let i = 0; i < 320; i += 20) {
    const burst = Array.from({ length: 20 }, (_, j) => cached(`/services?utm_source=${i + j}&x=${Math.random()}`))
    expect(await Promise.all(burst)).toEqual(Array(20).fill('hit'))
  }
  for (let i = 0; i < 320; i += 20) {
    await Promise.all(Array.from({ length: 20 }, (_, j) => cached(`/projects?page=1&zz=${i + j}`)))
  }
  expect(await cached('/services')).toBe('hit')
  expect(await cmsRequestsFor('/services?fbclid=abc')).toBe(0)
})

test('made-up categories, language cookies and spellings of a path are no page-cache copies of their own', async () => {
  const answer = (path: string, cookie?: string) =>
    fetch(siteUrl + path, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
  // A category of neither language is the unfiltered page, at its address: 320 made-up ones once filled the cache.
  for (const path of [
    '/projects?category=made-up-1',
    '/projekter?category=made-up-2&page=2',
    '/creative-lab?category=made-up-3',
    '/kreativ-lab?category=made-up-4',
  ]) {
    const response = await answer(path)
    expect(response.status, path).toBe(307)
    expect(response.headers.get('location'), path).toBe(path.slice(0, path.indexOf('?')))
  }
  for (const path of ['/projects?category=Branding', '/creative-lab?category=Wallpapers'])
    expect((await answer(path)).status, path).toBe(200)
  // Spellings the router reads as a page lead to the route table's own, the query kept.
  for (const [path, to] of [
    ['/ABOUT', '/about'],
    ['/%61bout', '/about'],
    ['/Projekter?page=2', '/projekter?page=2'],
  ] as const) {
    const response = await answer(path)
    expect(response.status, path).toBe(301)
    expect(response.headers.get('location'), path).toBe(to)
    expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
  }
  // The language cookie as the page reads it: any value but the empty one is the Norwegian shell, one copy.
  await (await answer('/terms', 'lang=no')).text()
  const madeUp = await answer('/terms', 'lang=made-up-5')
  await madeUp.text()
  expect(madeUp.headers.get('x-page-cache')).toBe('hit')
})

test('the webhook refuses a wrong secret', async () => {
  const hook = await fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Revalidate-Secret': 'guess' },
    body: JSON.stringify({ event: 'entry.publish', uid: 'api::project.project' }),
  })
  expect(hook.status).toBe(401)
})

test('pages carry CDN caching headers; form answers and errors are not cached', async () => {
  const page = await fetch(`${siteUrl}/projects`)
  expect(page.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
  expect(page.headers.get('cdn-cache-control')).toBe('public, max-age=60, stale-while-revalidate=300')
  // The language cookie picks the page of `/`; the body is compressed by what the browser accepts.
  expect((await fetch(`${siteUrl}/terms`)).headers.get('vary')).toBe('Cookie, Accept-Encoding')
  expect((await fetch(`${siteUrl}/no-such-page`)).headers.get('cache-control')).toBe('no-store')
  const post = await fetch(`${siteUrl}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: siteUrl },
    body: 'firstName=',
  })
  expect(post.headers.get('cache-control')).toBe('no-store')
})

test('pages, server-function answers and built assets travel compressed, and decode to the same page', async ({
  page,
}) => {
  // Node's fetch decodes whatever encoding it is sent, so each answer can be compared with the plain one.
  const raw = async (path: string, acceptEncoding: string) => {
    const response = await fetch(`${siteUrl}${path}`, { headers: { 'accept-encoding': acceptEncoding } })
    return { encoding: response.headers.get('content-encoding'), text: await response.text() }
  }
  const compressedPage = await raw('/terms', 'br, gzip')
  expect(compressedPage.encoding).toBe('br')
  const gzipped = await raw('/terms', 'gzip')
  expect(gzipped.encoding).toBe('gzip')
  const plain = await raw('/terms', 'identity')
  expect(plain.encoding).toBeNull()
  // The same page (its nonce and hydration timestamps differ per response, so the main content is compared).
  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'))
  expect(main(plain.text)).toContain('Terms &amp; Conditions')
  expect(main(compressedPage.text) === main(plain.text), 'brotli decodes to the page').toBe(true)
  expect(main(gzipped.text) === main(plain.text), 'gzip decodes to the page').toBe(true)
  expect(compressedPage.text.endsWith('</html>')).toBe(true)

  // What a browser receives: the document, every script and stylesheet, and the server functions' JSON on a
  // client-side navigation, compressed (but the few built files of under a kilobyte, which it would hardly shrink).
  const encodings = new Map<string, string | undefined>()
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? ''
    if (!/html|javascript|css|json/.test(type) || !response.url().startsWith(siteUrl)) return
    const encoding = (await response.allHeaders())['content-encoding']
    if ((await response.body()).length > 1024) encodings.set(response.url(), encoding)
  })
  await page.goto(`${siteUrl}/projects`, { waitUntil: 'networkidle' })
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.locator('footer a[href="/blogs"]').first().click()
  await expect(page).toHaveURL(`${siteUrl}/blogs`)
  await page.waitForLoadState('networkidle')
  // Each body is read after its response arrives, so the last ones may still be on their way.
  const seen = (part: string) => [...encodings.keys()].filter((url) => url.includes(part)).length
  await expect.poll(() => seen('/_serverFn/')).toBeGreaterThan(0)
  expect(seen('/assets/')).toBeGreaterThan(3)
  for (const [url, encoding] of encodings) expect(encoding, url).toBe('br')
})
