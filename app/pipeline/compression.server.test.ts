import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressed, compressStream, pickEncoding } from './compression.server'

const page = `<!doctype html><html><body>${'<p>Where Work Meets Passion</p>'.repeat(200)}</body></html>`

function request(acceptEncoding?: string, method = 'GET') {
  return new Request('http://site.test/', {
    method,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  })
}

const html = (body: BodyInit | null = page, headers: Record<string, string> = {}) =>
  new Response(body, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })

describe('choosing an encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
    [null, null],
  ])('prefers brotli, then gzip, and honours q=0 and the wildcard: %j gets %j', (acceptEncoding, encoding) => {
    expect(pickEncoding(acceptEncoding)).toBe(encoding)
  })
})

describe('compressing a response', () => {
  it('brotli-compresses a page the browser accepts it for, and it decompresses to the same bytes', async () => {
    const response = compressed(request('gzip, br'), html(page, { 'content-length': String(page.length) }))
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(page.length / 5)
    expect(brotliDecompressSync(bytes).toString()).toBe(page)
  })

  it('gzips for a client that only takes gzip, and weakens a strong ETag', async () => {
    const response = compressed(request('gzip'), html(page, { etag: '"abc"', vary: 'Cookie' }))
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('etag')).toBe('W/"abc"')
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(page)
  })

  it('leaves alone what must not or need not be compressed, but still says it varies', async () => {
    const plain = compressed(request(), html())
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(plain.headers.get('vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(page)
    const image = new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } })
    expect(compressed(request('br'), image)).toBe(image)
    const already = html(page, { 'content-encoding': 'gzip' })
    expect(compressed(request('br'), already)).toBe(already)
    const tiny = html('<p>hi</p>', { 'content-length': '9' })
    expect(compressed(request('br'), tiny)).toBe(tiny)
    const head = html(null)
    expect(compressed(request('br', 'HEAD'), head)).toBe(head)
    const notModified = new Response(null, { status: 304 })
    expect(compressed(request('br'), notModified)).toBe(notModified)
  })

  it('sends an uncompressed answer as the same response, marked Vary once, or as a copy when its headers are fixed', async () => {
    const own = html()
    expect(compressed(request('identity'), own)).toBe(own)
    expect(own.headers.get('vary')).toBe('Accept-Encoding')
    const varied = html(page, { vary: 'Cookie, Accept-Encoding' })
    expect(compressed(request(), varied)).toBe(varied)
    expect(varied.headers.get('vary')).toBe('Cookie, Accept-Encoding')
    // A fetched response's headers cannot be changed: it is copied with the header added, body intact.
    const fetched = await fetch(`data:text/html,${encodeURIComponent(page)}`)
    expect(() => fetched.headers.set('x-test', '1')).toThrow()
    const copy = compressed(request(), fetched)
    expect(copy).not.toBe(fetched)
    expect(copy.headers.get('vary')).toBe('Accept-Encoding')
    expect(await copy.text()).toBe(page)
  })

  it('sends each chunk on as it arrives, so a streamed page is not held back', async () => {
    const shell = '<html><body><header>shell</header>'
    for (const encoding of ['br', 'gzip'] as const) {
      let push: ReadableStreamDefaultController<Uint8Array> | undefined
      const source = new ReadableStream<Uint8Array>({
        start: (c) => {
          push = c
        },
      })
      const reader = source.pipeThrough(compressStream(encoding)).getReader()
      push?.enqueue(new TextEncoder().encode(shell))
      // The source stays open: what has come out so far must already decode to the whole first chunk (a compressor
      // that waits for more input would leave the read below waiting, and the test would time out).
      const decode = (bytes: Buffer) =>
        encoding === 'br'
          ? brotliDecompressSync(bytes, { finishFlush: constants.BROTLI_OPERATION_FLUSH }).toString()
          : gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }).toString()
      let received = Buffer.alloc(0)
      while (received.length === 0 || decode(received) !== shell) {
        const { value } = await reader.read()
        received = Buffer.concat([received, value ?? new Uint8Array()])
      }
      expect(decode(received)).toBe(shell)
      push?.close()
      while (!(await reader.read()).done) {}
    }
  })

  it('stops quietly when the browser goes away mid-page (no uncaught error in the server)', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const uncaught: unknown[] = []
      const onUncaught = (error: unknown) => uncaught.push(error)
      process.on('uncaughtException', onUncaught)
      let push: ReadableStreamDefaultController<Uint8Array> | undefined
      const source = new ReadableStream<Uint8Array>({
        start: (c) => {
          push = c
        },
      })
      const reader = source.pipeThrough(compressStream(encoding)).getReader()
      // Chunks are still being compressed when the connection (the reader) is cancelled.
      for (let i = 0; i < 20; i++) push?.enqueue(new TextEncoder().encode(`${page}${i}`))
      await reader.read()
      await reader.cancel()
      await new Promise((resolve) => setTimeout(resolve, 200))
      process.off('uncaughtException', onUncaught)
      expect(uncaught, encoding).toEqual([])
    }
  })
})
