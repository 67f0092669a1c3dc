import { constants, createBrotliCompress, createGzip } from 'node:zlib'

/**
 * Compresses dynamic responses (pages, server-function JSON, the sitemap) on the Node server. Nitro serves the built
 * assets pre-compressed from disk (`compressPublicAssets`), but nothing compresses what the app renders: a page's
 * HTML with its inline CSS and dehydrated data is 50–90 KB raw and about a fifth of that compressed, which is most of
 * the first load on a phone's network. Cloudflare compresses a Worker's responses itself, so the edge build skips it.
 */

const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json|ld\+json)|image\/svg\+xml)/
/** Below this a compressed body is hardly smaller, and not worth the work. */
const MIN_BYTES = 1024

export type Encoding = 'br' | 'gzip'

/** The encoding to use for a request's `Accept-Encoding`: brotli when offered, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | null): Encoding | null {
  if (!acceptEncoding) return null
  const offered = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const weight = q ? Number.parseFloat(q.slice(2)) : 1
    if (name) offered.set(name, Number.isFinite(weight) ? weight : 0)
  }
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0
  if (accepts('br')) return 'br'
  if (accepts('gzip')) return 'gzip'
  return null
}

/** The Workers runtime names itself here; it compresses responses on its own. */
const onWorkers = () => typeof navigator !== 'undefined' && navigator.userAgent === 'Cloudflare-Workers'

/**
 * A compressing stream that flushes after every chunk, so a page streamed as it renders still reaches the browser
 * chunk by chunk (a plain compressor would hold the shell back until it had gathered enough bytes).
 */
export function compressStream(encoding: Encoding): TransformStream<Uint8Array, Uint8Array> {
  // Brotli's default quality (11) is for files compressed once; 5 is about gzip's speed and still smaller.
  const zlib =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : createGzip({ level: 6 })
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH
  let output: TransformStreamDefaultController<Uint8Array> | undefined
  // Set when the reader has gone (the browser closed the connection mid-page): zlib may still be finishing a chunk,
  // and enqueueing its output then would throw inside zlib's event handler, an uncaught exception in the server.
  let gone = false
  const stop = () => {
    gone = true
    zlib.destroy()
  }
  zlib.on('data', (chunk: Buffer) => {
    if (gone || !output) return
    try {
      output.enqueue(new Uint8Array(chunk))
    } catch {
      stop()
    }
  })
  return new TransformStream({
    start(controller) {
      output = controller
      zlib.on('error', (error) => {
        if (!gone) controller.error(error)
      })
    },
    transform(chunk) {
      if (gone) return
      return new Promise<void>((resolve) => {
        zlib.write(chunk)
        zlib.flush(flushKind, () => resolve())
      })
    },
    flush() {
      if (gone) return
      return new Promise<void>((resolve) => {
        zlib.once('end', () => resolve())
        zlib.end()
      })
    },
  })
}

/** `response` compressed for `request` when that helps, else `response` itself. */
export function compressed(request: Request, response: Response): Response {
  if (onWorkers() || request.method === 'HEAD' || !response.body) return response
  if (response.status < 200 || response.status === 204 || response.status === 206 || response.status === 304)
    return response
  const headers = response.headers
  if (headers.has('Content-Encoding') || !COMPRESSIBLE.test(headers.get('Content-Type') ?? '')) return response
  const length = Number(headers.get('Content-Length') ?? Number.NaN)
  if (length < MIN_BYTES) return response
  // The answer differs by Accept-Encoding whether or not this request gets it compressed: caches must know.
  const vary = headers.get('Vary')
  const variedBy = vary?.toLowerCase().includes('accept-encoding')
    ? vary
    : vary
      ? `${vary}, Accept-Encoding`
      : 'Accept-Encoding'
  const encoding = pickEncoding(request.headers.get('Accept-Encoding'))
  if (!encoding) {
    // Sent as it is, only marked as varying: in place where the headers allow it, since copying every header into a
    // second Response was a tenth of a cached page's cost.
    if (variedBy === vary) return response
    try {
      headers.set('Vary', variedBy)
      return response
    } catch {
      const varied = new Headers(headers)
      varied.set('Vary', variedBy)
      return new Response(response.body, { status: response.status, statusText: response.statusText, headers: varied })
    }
  }
  const varied = new Headers(headers)
  varied.set('Vary', variedBy)
  varied.set('Content-Encoding', encoding)
  varied.delete('Content-Length')
  // A strong ETag names the uncompressed bytes; this body is different bytes.
  const etag = varied.get('ETag')
  if (etag && !etag.startsWith('W/')) varied.set('ETag', `W/${etag}`)
  return new Response(response.body.pipeThrough(compressStream(encoding)), {
    status: response.status,
    statusText: response.statusText,
    headers: varied,
  })
}
