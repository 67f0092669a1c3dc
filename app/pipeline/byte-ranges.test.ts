import { describe, expect, it } from 'vitest'
import { parseRange, withByteRanges } from './byte-ranges'

const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251)
const ETAG = '"0123abcd"'
const LAST_MODIFIED = 'Wed, 02 Dec 2026 04:00:00 GMT'

/** The platform's whole answer for the file, as Workers Static Assets gave it whatever the Range. */
function platformAnswer(status = 200): Response {
  return new Response(status === 200 ? bytes : null, {
    status,
    headers: { 'Content-Type': 'video/webm', ETag: ETAG, 'Last-Modified': LAST_MODIFIED },
  })
}

function get(headers: Record<string, string> = {}, method = 'GET'): Request {
  return new Request('https://site.example/media/home-hero.webm', { method, headers })
}

describe('parseRange', () => {
  it.each([
    ['bytes=0-1', { start: 0, end: 1 }],
    ['bytes=10-', { start: 10, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    [' bytes=5-9 ', { start: 5, end: 9 }],
  ])('%s', (header, range) => expect(parseRange(header, 1000)).toEqual(range))

  it.each(['bytes=1000-', 'bytes=2000-3000', 'bytes=-0'])('%s is past the end', (header) =>
    expect(parseRange(header, 1000)).toBe('past'),
  )

  it.each(['bytes=0-1,5-9', 'bytes=9-5', 'bytes=-', 'items=0-1', 'bytes=a-b', ''])('%s is no range', (header) =>
    expect(parseRange(header, 1000)).toBeNull(),
  )
})

describe('withByteRanges', () => {
  it('answers one range with 206, its bytes, Content-Range and Content-Length', async () => {
    const answer = await withByteRanges(get({ Range: 'bytes=100-199' }), platformAnswer())
    expect(answer.status).toBe(206)
    expect(answer.headers.get('Content-Range')).toBe('bytes 100-199/1000')
    expect(answer.headers.get('Content-Length')).toBe('100')
    expect(answer.headers.get('Accept-Ranges')).toBe('bytes')
    expect(answer.headers.get('Content-Type')).toBe('video/webm')
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes.subarray(100, 200))
  })

  it('says Accept-Ranges on the whole file, with the security headers', async () => {
    const answer = await withByteRanges(get(), platformAnswer())
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Accept-Ranges')).toBe('bytes')
    expect(answer.headers.get('Strict-Transport-Security')).toContain('max-age=')
    expect((await answer.arrayBuffer()).byteLength).toBe(1000)
  })

  it('answers past the end with 416 naming the size, never cached', async () => {
    const answer = await withByteRanges(get({ Range: 'bytes=1000-' }), platformAnswer())
    expect(answer.status).toBe(416)
    expect(answer.headers.get('Content-Range')).toBe('bytes */1000')
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('answers several ranges, or a malformed one, with the whole file', async () => {
    for (const range of ['bytes=0-1,5-9', 'bytes=oops']) {
      const answer = await withByteRanges(get({ Range: range }), platformAnswer())
      expect(answer.status, range).toBe(200)
      expect((await answer.arrayBuffer()).byteLength, range).toBe(1000)
    }
  })

  it('honours If-Range: the range for the same ETag or date, the whole file otherwise', async () => {
    for (const ifRange of [ETAG, LAST_MODIFIED])
      expect((await withByteRanges(get({ Range: 'bytes=0-1', 'If-Range': ifRange }), platformAnswer())).status).toBe(
        206,
      )
    for (const ifRange of ['"another"', `W/${ETAG}`, 'Thu, 01 Jan 2015 00:00:00 GMT']) {
      const answer = await withByteRanges(get({ Range: 'bytes=0-1', 'If-Range': ifRange }), platformAnswer())
      expect(answer.status, ifRange).toBe(200)
      expect(answer.headers.get('Content-Range'), ifRange).toBeNull()
    }
  })

  it('leaves HEAD whole, and passes on what the platform answered partially or refused', async () => {
    const head = await withByteRanges(get({ Range: 'bytes=0-1' }, 'HEAD'), platformAnswer())
    expect(head.status).toBe(200)
    expect(head.headers.get('Accept-Ranges')).toBe('bytes')
    const partial = new Response(bytes.subarray(0, 2), {
      status: 206,
      headers: { 'Content-Range': 'bytes 0-1/1000' },
    })
    const passed = await withByteRanges(get({ Range: 'bytes=0-1' }), partial)
    expect(passed.status).toBe(206)
    expect(passed.headers.get('Content-Range')).toBe('bytes 0-1/1000')
    expect(passed.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect((await withByteRanges(get({ Range: 'bytes=0-1' }), platformAnswer(304))).status).toBe(304)
  })
})
