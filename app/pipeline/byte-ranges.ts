import { BASE_SECURITY_HEADERS } from './security-headers'

/**
 * Byte ranges over a static file's whole answer, for the Worker (app/server.edge.ts, decision 092): Workers Static
 * Assets answered `Range: bytes=0-1` on a video with the whole file and a 200, which Safari refuses for video. The
 * Node server has srvx's file server for this (app/pipeline/static-files.nitro.ts); a Worker has no file system, only
 * the platform's answer, so this is the small part of it a Worker needs: one range, the whole file for several
 * (or a malformed one), 416 past the end, If-Range by strong ETag or date. An answer the platform already made partial
 * (206, 416) is passed on as it is.
 */

type Range = { start: number; end: number }

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` (RFC 9110 §14.1.2); null for anything else, "past" when nothing of it exists. */
export function parseRange(header: string, size: number): Range | 'past' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '') {
    if (last === '') return null
    const suffix = Number(last)
    return suffix === 0 || size === 0 ? 'past' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (last !== '' && Number(last) < start) return null
  return start >= size ? 'past' : { start, end }
}

/** Whether the file is still the one If-Range names: a strong ETag equal to its own, or its Last-Modified date. */
function ifRangeHolds(request: Request, response: Response): boolean {
  const ifRange = request.headers.get('If-Range')?.trim()
  if (!ifRange) return true
  if (ifRange.startsWith('W/')) return false
  if (ifRange.startsWith('"')) return ifRange === response.headers.get('ETag')
  return ifRange === response.headers.get('Last-Modified')
}

export async function withByteRanges(request: Request, file: Response): Promise<Response> {
  const headers = new Headers(file.headers)
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(name, value)
  const range = request.method === 'GET' ? request.headers.get('Range') : null
  // A partial answer of the platform's own, an error, or a 304: passed on with the security headers.
  if (file.status !== 200) return new Response(file.body, { status: file.status, headers })
  headers.set('Accept-Ranges', 'bytes')
  if (!range || !ifRangeHolds(request, file)) return new Response(file.body, { status: 200, headers })
  const bytes = new Uint8Array(await file.arrayBuffer())
  const part = parseRange(range, bytes.length)
  if (part === null) return new Response(bytes, { status: 200, headers })
  if (part === 'past') {
    headers.delete('Content-Length')
    headers.set('Content-Range', `bytes */${bytes.length}`)
    // Depends on the Range asked for, not on the file: never kept by a cache.
    headers.set('Cache-Control', 'no-store')
    return new Response(null, { status: 416, headers })
  }
  headers.set('Content-Range', `bytes ${part.start}-${part.end}/${bytes.length}`)
  headers.set('Content-Length', String(part.end - part.start + 1))
  return new Response(bytes.subarray(part.start, part.end + 1), { status: 206, headers })
}
