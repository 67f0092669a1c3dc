/**
 * JSON bodies are read here, not by Strapi's parser (`strapi::body` runs with `json: false`, config/middlewares.ts):
 * koa-body parsed any depth for anyone, and Strapi's validation errors printed the rejected value back, indented, so
 * 10 KB of `{"a":{"a":…}}` to an anonymous admin route answered 4 MB, 20 KB took 0.8 s of the CMS's one thread, and
 * deeper bodies were a 500 with a stack trace (issue 63). This reads the body as it arrives and, before anything is
 * parsed:
 *
 * - counts its bytes: past the route's limit (256 KB, a few KB on the anonymous admin routes) it is 413, and a
 *   declared length past it is refused unread;
 * - counts how deep it nests, `{` and `[` outside strings: past MAX_JSON_DEPTH it is 400, the rest unread;
 * - then parses it as koa-body did: an empty body is `{}`, only an object or an array, no `__proto__` keys; a body
 *   that does not parse is 400. No answer names or repeats what was sent.
 *
 * Only POST, PUT and PATCH bodies are read (koa-body's methods), and only the JSON types koa-body took (decision 105).
 */
import type { IncomingMessage } from 'node:http'
import type { Context, Next } from 'koa'
import { type RefusalStatus, refuse } from '../lib/refusal'

/** Deeper than anything the admin or the site sends (a rich-text list nested ten levels is about 25). */
export const MAX_JSON_DEPTH = 32
/** What `strapi::body` allowed before (its jsonLimit): the admin's largest saves are well below. */
export const JSON_LIMIT_BYTES = 256 * 1024

const JSON_TYPES = [
  'application/json',
  'application/json-patch+json',
  'application/vnd.api+json',
  'application/csp-report',
  'application/reports+json',
]
const READ_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH'])

const [OPEN_OBJECT, OPEN_ARRAY, CLOSE_OBJECT, CLOSE_ARRAY, QUOTE, BACKSLASH] = [0x7b, 0x5b, 0x7d, 0x5d, 0x22, 0x5c]

/**
 * A gauge fed a JSON text's bytes in order, chunk by chunk: false as soon as it nests deeper than `max` objects or
 * arrays. Brackets inside strings do not count; UTF-8's multi-byte characters never contain these ASCII bytes.
 */
export function depthGauge(max: number): (chunk: Uint8Array) => boolean {
  let depth = 0
  let inString = false
  let escaped = false
  return (chunk) => {
    for (const byte of chunk) {
      if (inString) {
        if (escaped) escaped = false
        else if (byte === BACKSLASH) escaped = true
        else if (byte === QUOTE) inString = false
      } else if (byte === QUOTE) inString = true
      else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        depth++
        if (depth > max) return false
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth--
    }
    return true
  }
}

type Refusal = { status: RefusalStatus; message: string }
type Read = { value: unknown } | Refusal

const TOO_LARGE: Refusal = { status: 413, message: 'The body is too large' }
const TOO_DEEP: Refusal = { status: 400, message: `JSON may nest at most ${MAX_JSON_DEPTH} objects or arrays deep` }
const NOT_JSON: Refusal = { status: 400, message: 'The body is not a JSON object or array' }
const UNREAD: Refusal = { status: 400, message: 'The body could not be read' }

/** Reads a request's bytes up to `limit`, stopping at the first one past it or past the depth; the rest is dropped. */
function readBytes(req: IncomingMessage, limit: number): Promise<Buffer | Refusal> {
  return new Promise((resolve) => {
    if (req.readableEnded) return resolve(Buffer.alloc(0))
    const gauge = depthGauge(MAX_JSON_DEPTH)
    const chunks: Buffer[] = []
    let size = 0
    const settle = (result: Buffer | Refusal) => {
      req.off('data', onData).off('end', onEnd).off('error', onFailure).off('close', onFailure)
      resolve(result)
    }
    const stop = (refusal: Refusal) => {
      settle(refusal)
      // Whatever is still coming is read and thrown away (refuse() closes the connection when that may be much).
      req.resume()
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) return stop(TOO_LARGE)
      if (!gauge(chunk)) return stop(TOO_DEEP)
      chunks.push(chunk)
    }
    const onEnd = () => settle(Buffer.concat(chunks))
    // The client went away mid-body: nobody reads the answer, but nothing half-read is parsed either.
    const onFailure = () => settle(UNREAD)
    req.on('data', onData).on('end', onEnd).on('error', onFailure).on('close', onFailure)
  })
}

/** No `__proto__` keys, as koa-body's parser refused them: a later merge of the body must not reach a prototype. */
function withoutProtoKeys(key: string, value: unknown): unknown {
  if (key === '__proto__') throw new SyntaxError('__proto__')
  return value
}

function parse(bytes: Buffer): Read {
  // UTF-8, a byte order mark dropped, as koa-body read it.
  const text = new TextDecoder().decode(bytes)
  if (text.trim() === '') return { value: {} }
  if (!/^[ \t\n\r]*[[{]/.test(text)) return NOT_JSON
  try {
    return { value: JSON.parse(text, withoutProtoKeys) }
  } catch {
    // The parser's message quotes the body: never passed on.
    return NOT_JSON
  }
}

export function isJsonRequest(ctx: Context): boolean {
  return READ_METHODS.has(ctx.method) && typeof ctx.is(JSON_TYPES) === 'string'
}

/**
 * Reads and parses a JSON request's body into `ctx.request.body`, holding it to `limit` bytes and MAX_JSON_DEPTH;
 * false when it answered a refusal instead (413, 400, or 415 for a compressed body, which no client of the CMS sends).
 */
export async function readJsonBody(ctx: Context, limit: number): Promise<boolean> {
  const declared = Number(ctx.request.header['content-length'] ?? 0)
  if (!Number.isFinite(declared) || declared > limit) {
    refuse(ctx, TOO_LARGE.status, TOO_LARGE.message)
    return false
  }
  const encoding = (ctx.request.header['content-encoding'] ?? 'identity').toLowerCase()
  if (encoding !== 'identity') {
    refuse(ctx, 415, 'Send the body uncompressed')
    return false
  }
  const bytes = await readBytes(ctx.req, limit)
  const read = Buffer.isBuffer(bytes) ? parse(bytes) : bytes
  if ('status' in read) {
    refuse(ctx, read.status, read.message)
    // Stopped mid-body with no length announced: what is left could be endless, so the connection goes with it.
    if (!Buffer.isBuffer(bytes) && ctx.request.header['content-length'] === undefined) ctx.set('Connection', 'close')
    return false
  }
  ctx.request.body = read.value
  return true
}

export default () => {
  return async (ctx: Context, next: Next) => {
    // A body already read (the anonymous admin routes, src/middlewares/anonymous-admin.ts) is not read twice.
    if (ctx.request.body === undefined && isJsonRequest(ctx) && !(await readJsonBody(ctx, JSON_LIMIT_BYTES))) return
    await next()
  }
}
