import { readFileSync } from 'node:fs'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { expect, test } from './fixtures'

/*
 * The site's own static files answer byte ranges (decision 092): Safari plays a video only from 206 answers, and on
 * an iPhone the hero, the reel, the lab's hero and the not-found video stopped at their loop point when the server
 * sent the whole file instead.
 */

const VIDEO = '/media/home-hero.webm'
const bytes = readFileSync(`public${VIDEO}`)
const size = bytes.length

/** The headers every answer carries, the static files' included (vite.config.ts route rules). */
function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers()
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['strict-transport-security'], what).toContain('max-age=')
  expect(headers['content-security-policy'], what).toContain("default-src 'none'")
  expect(headers['referrer-policy'], what).toBeTruthy()
}

/** A hashed script of the build, as a page names it. */
async function someScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text()
  const script = html.match(/\/assets\/[^"']+\.js/)?.[0]
  if (!script) throw new Error('the home page names no script')
  return script
}

test('a range of a video is a 206 with its bytes, Content-Range and Content-Length', async ({ request }) => {
  for (const [range, start, end] of [
    ['bytes=0-1', 0, 1],
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=40000-', 40000, size - 1],
    ['bytes=-100', size - 100, size - 1],
    // Past the end: up to the last byte.
    [`bytes=${size - 10}-${size + 1000}`, size - 10, size - 1],
  ] as const) {
    const response = await request.get(VIDEO, { headers: { Range: range } })
    expect(response.status(), range).toBe(206)
    const headers = response.headers()
    expect(headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`)
    expect(headers['content-length'], range).toBe(String(end - start + 1))
    expect(headers['accept-ranges'], range).toBe('bytes')
    expect(headers['content-type'], range).toBe('video/webm')
    expect(Buffer.compare(await response.body(), bytes.subarray(start, end + 1)), range).toBe(0)
    expectSecurityHeaders(response, range)
  }
})

test('the whole file says it takes ranges; HEAD says the same without the bytes', async ({ request }) => {
  const full = await request.get(VIDEO)
  expect(full.status()).toBe(200)
  expect(full.headers()['accept-ranges']).toBe('bytes')
  expect(full.headers()['content-length']).toBe(String(size))
  expect(Buffer.compare(await full.body(), bytes)).toBe(0)

  const head = await request.head(VIDEO)
  expect(head.status()).toBe(200)
  expect(head.headers()['accept-ranges']).toBe('bytes')
  expect(head.headers()['content-length']).toBe(String(size))
  expect(head.headers()['content-type']).toBe('video/webm')
  expect((await head.body()).length).toBe(0)
  expectSecurityHeaders(head, 'HEAD')
})

test('a range past the end is a 416 naming the size, with the security headers', async ({ request }) => {
  for (const range of [`bytes=${size}-`, `bytes=${size + 5}-${size + 10}`]) {
    const response = await request.get(VIDEO, { headers: { Range: range } })
    expect(response.status(), range).toBe(416)
    expect(response.headers()['content-range'], range).toBe(`bytes */${size}`)
    expectSecurityHeaders(response, range)
  }
})

test('If-Range: the range when the file is the one named, the whole file when it is not', async ({ request }) => {
  const lastModified = (await request.head(VIDEO)).headers()['last-modified'] ?? ''
  expect(lastModified).toBeTruthy()
  const same = await request.get(VIDEO, { headers: { Range: 'bytes=0-1', 'If-Range': lastModified } })
  expect(same.status()).toBe(206)
  expect(same.headers()['content-range']).toBe(`bytes 0-1/${size}`)

  for (const ifRange of ['"another-version"', 'Thu, 01 Jan 2015 00:00:00 GMT']) {
    const changed = await request.get(VIDEO, { headers: { Range: 'bytes=0-1', 'If-Range': ifRange } })
    expect(changed.status(), ifRange).toBe(200)
    expect(changed.headers()['content-range'], ifRange).toBeUndefined()
    expect(Buffer.compare(await changed.body(), bytes), ifRange).toBe(0)
  }
})

test('several ranges at once are answered with the whole file', async ({ request }) => {
  const response = await request.get(VIDEO, { headers: { Range: 'bytes=0-1,10-20' } })
  expect(response.status()).toBe(200)
  expect(response.headers()['content-length']).toBe(String(size))
})

test('a range of a compressed asset is of its own bytes, never of the gzip or brotli copy', async ({ request }) => {
  const script = await someScript(request)
  const identity = await (await request.get(script, { headers: { 'Accept-Encoding': 'identity' } })).body()
  expect(identity.length).toBeGreaterThan(100)

  // The whole file, to a browser that takes brotli: the stored copy, cached by its encoding.
  const whole = await request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } })
  expect(whole.headers()['content-encoding']).toBe('br')
  expect(whole.headers().vary).toMatch(/accept-encoding/i)

  for (const encodings of ['br, gzip', 'gzip', 'identity']) {
    const response = await request.get(script, { headers: { 'Accept-Encoding': encodings, Range: 'bytes=10-59' } })
    expect(response.status(), encodings).toBe(206)
    const headers = response.headers()
    expect(headers['content-encoding'], encodings).toBeUndefined()
    expect(headers['content-range'], encodings).toBe(`bytes 10-59/${identity.length}`)
    expect(headers['content-length'], encodings).toBe('50')
    // Cached apart from the compressed answers by a CDN, as those are.
    expect(headers.vary, encodings).toMatch(/accept-encoding/i)
    expect(Buffer.compare(await response.body(), identity.subarray(10, 60)), encodings).toBe(0)
    expectSecurityHeaders(response, encodings)
  }
})

test('a hashed asset keeps its year-long caching on a range; a range past its end is never so cached', async ({
  request,
}) => {
  const script = await someScript(request)
  const part = await request.get(script, { headers: { Range: 'bytes=0-9' } })
  expect(part.status()).toBe(206)
  expect(part.headers()['cache-control']).toMatch(/max-age=31536000.*immutable/)
  const past = await request.get(script, { headers: { Range: 'bytes=99999999-' } })
  expect(past.status()).toBe(416)
  expect(past.headers()['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/)
  expectSecurityHeaders(past, '416 of an asset')
})

test("a malformed path under the static folders is the guard's refusal, never cached", async ({ request }) => {
  for (const path of ['/assets/%ZZ.js', '/media/%ZZ.webm']) {
    const response = await request.get(path, { failOnStatusCode: false })
    expect(response.status(), path).toBe(400)
    expect(response.headers()['cache-control'], path).toBe('no-store')
    expect(response.headers()['x-request-id'], path).toBeTruthy()
    expectSecurityHeaders(response, path)
  }
})

test('a static file takes GET and HEAD only', async ({ request }) => {
  const response = await request.post(VIDEO, { headers: { Range: 'bytes=0-1' }, failOnStatusCode: false })
  expect(response.status()).toBe(405)
  expect(response.headers()['content-range']).toBeUndefined()
  expectSecurityHeaders(response, 'POST')
})

test('a looping video is fetched in ranges and plays past its loop point', async ({ page }) => {
  const answers: number[] = []
  page.on('response', (response) => {
    if (/\/media\/[^/]+\.(webm|mp4)$/.test(new URL(response.url()).pathname)) answers.push(response.status())
  })
  await page.goto('/no-such-page')
  const video = page.locator('video')
  // The loop replays: the playhead comes back to the start after having run most of the clip.
  const looped = await video.evaluate(
    (element: HTMLVideoElement) =>
      new Promise<boolean>((resolve) => {
        let furthest = 0
        element.addEventListener('timeupdate', () => {
          if (element.duration && furthest > element.duration * 0.8 && element.currentTime < furthest / 2) resolve(true)
          furthest = Math.max(furthest, element.currentTime)
        })
        element.addEventListener('error', () => resolve(false))
      }),
  )
  expect(looped).toBe(true)
  expect(answers.length).toBeGreaterThan(0)
  expect(answers.every((status) => status === 206)).toBe(true)
})
