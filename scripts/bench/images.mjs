// Image bytes per page (decision 029): what a visitor's browser downloads in images on the pages with the most CMS
// pictures, at a phone's and a desktop's width, once every lazy image has come in. Used by run.mjs; also runnable alone
// against a running production server:
//
//   node scripts/bench/images.mjs [baseURL] [path ...]   (default http://127.0.0.1:3000, a project and an article;
//                                                         RUNS=3 loads each, the median counts)

import { chromiumLaunchOptions } from '../../tests/chromium.mjs'
/** The pages with the most CMS pictures: a project and an article, in both languages. */
export const IMAGE_PAGES = [
  '/projects/kode-labs',
  '/projekter/kode-labs-nor',
  '/blogs/freelancer-vs-agency',
  '/blog/frilanser-eller-byra',
]

/** A phone at twice its density (as `npm run shots` takes it; phones are 2-3×) and a laptop at its own. */
export const IMAGE_DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1 },
}

/**
 * Scrolls down one window at a time to the bottom, so every lazy image has been near the viewport (a jump straight to
 * the bottom would skip the ones in between), and ends there.
 */
async function scrollThrough(page) {
  for (let i = 0; i < 200; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight, behavior: 'instant' })
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    })
    await page.waitForTimeout(100)
    if (done) return
  }
}

/** Bytes of every image response (bodies as received) of one load of `url`, by content type. */
async function measurePage(browser, url, device) {
  const context = await browser.newContext(device)
  const page = await context.newPage()
  const bodies = []
  // Image requests still under way, and when the last one ended: the page's own network idle has long been reached
  // when the scroll brings the lazy ones in.
  let pending = 0
  let lastEnd = Date.now()
  const ended = (request) => {
    if (request.resourceType() !== 'image') return
    pending--
    lastEnd = Date.now()
  }
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pending++
  })
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  page.on('response', (response) => {
    const type = (response.headers()['content-type'] ?? '').split(';')[0].trim()
    if (!type.startsWith('image/') || response.status() !== 200) return
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), type, bytes: body.length }),
        (error) => {
          throw new Error(`${url}: the body of ${response.url()} could not be read (${error.message})`)
        },
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await scrollThrough(page)
  while (pending > 0 || Date.now() - lastEnd < 500) await page.waitForTimeout(100)
  const images = await Promise.all(bodies)
  await context.close()
  const byType = {}
  for (const image of images) byType[image.type] = (byType[image.type] ?? 0) + image.bytes
  return { images, byType }
}

const kb = (bytes) => Number((bytes / 1024).toFixed(1))

/**
 * One row per page and device: how many images, their KB in all, and the KB per content type, from the median of
 * `runs` loads (which lazy pictures of a sideways strip come near the window varies a little from load to load).
 */
export async function measureImageBytes(browser, baseUrl, { paths = IMAGE_PAGES, runs = 3 } = {}) {
  const base = baseUrl.replace(/\/+$/, '')
  const rows = []
  for (const path of paths) {
    for (const [name, device] of Object.entries(IMAGE_DEVICES)) {
      const loads = []
      for (let i = 0; i < runs; i++) {
        const { images, byType } = await measurePage(browser, base + path, device)
        loads.push({ images, byType, bytes: images.reduce((sum, image) => sum + image.bytes, 0) })
      }
      const { images, byType, bytes } = loads.sort((a, b) => a.bytes - b.bytes)[Math.floor(runs / 2)]
      rows.push({
        route: path,
        device: name,
        images: images.length,
        kb: kb(bytes),
        types: Object.entries(byType)
          .map(([type, typeBytes]) => `${type.replace('image/', '')} ${kb(typeBytes)}`)
          .join(', '),
      })
    }
  }
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { chromium } = await import('@playwright/test')
  const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
  const browser = await chromium.launch(chromiumLaunchOptions)
  const rows = await measureImageBytes(browser, base, {
    paths: paths.length ? paths : IMAGE_PAGES,
    runs: Number(process.env.RUNS ?? 3),
  })
  await browser.close()
  console.table(rows)
}
