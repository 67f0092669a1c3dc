import { setMaxListeners } from 'node:events'
import { fromJSON, type SerovalJSON } from 'seroval'
import type { FormPostNote } from '~/forms/plain-post.server'
import { matchPublicPath } from '~/i18n/routes'
import { MAX_APPLICATION_BODY_BYTES } from '~/lib/upload-limits'
import type { RateLimitedForm } from './rate-limit'

/*
 * What every request must pass before the app sees it (app/server.ts, on Node and on Workers alike), answered early
 * and cheaply: only the methods a path takes (405 with Allow), request bodies counted as they stream and cut off at
 * the path's limit (413; a chunked body has no Content-Length to check), server-function JSON that parses (400), and
 * no forwarded-header claims unless a proxy in front is trusted (TRUST_PROXY=1), and every form post counted against
 * its client's allowance before a byte of its body is read (429 past it). A form page's own POST past its body limit
 * or its allowance is not refused here: its page answers 413 or 429 in the visitor's language (see `FormPostNote`).
 */

/** The contact form, JSON server-function calls and the revalidate webhook: a few KB each; 64 KB is generous. */
export const SMALL_BODY_BYTES = 64 * 1024
/** Strapi's publish webhook carries the entry, whose rich text can be long. */
const WEBHOOK_BODY_BYTES = 1024 * 1024

const SERVER_FN_PREFIX = '/_serverFn/'

/** The pages whose plain HTML form posts to themselves (decision 005). */
function isFormPage(pathname: string): boolean {
  const screen = matchPublicPath(pathname)?.screen
  return screen === 'contact' || screen === 'career'
}

/**
 * Which form's allowance a POST counts against, or null for a POST that is not a form (the webhook). The only POST
 * server functions are the two forms' (every read is a GET; forms/forms-only-post.test.ts keeps it so): the
 * application goes as multipart, the contact message as JSON. Anything else posted there is counted too, as a
 * contact message: a script probing the endpoint spends an allowance like one posting forms.
 */
function formOfPost(pathname: string, contentType: string): RateLimitedForm | null {
  if (pathname.startsWith(SERVER_FN_PREFIX))
    return contentType.toLowerCase().startsWith('multipart/form-data') ? 'application' : 'contact'
  const screen = matchPublicPath(pathname)?.screen
  if (screen === 'career') return 'application'
  if (screen === 'contact') return 'contact'
  return null
}

/** The headers a proxy sets about the original request; only a trusted proxy's word counts. */
const FORWARDED_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-forwarded-prefix',
] as const

export function allowedMethods(pathname: string): readonly string[] {
  if (pathname.startsWith(SERVER_FN_PREFIX)) return ['GET', 'POST']
  if (pathname === '/api/revalidate') return ['POST']
  return isFormPage(pathname) ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD']
}

/** The most a request to this path may carry, in bytes. */
export function bodyLimit(pathname: string, contentType: string): number {
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data')
  if (pathname.startsWith(SERVER_FN_PREFIX)) return multipart ? MAX_APPLICATION_BODY_BYTES : SMALL_BODY_BYTES
  if (pathname === '/api/revalidate') return WEBHOOK_BODY_BYTES
  if (matchPublicPath(pathname)?.screen === 'career') return MAX_APPLICATION_BODY_BYTES
  return SMALL_BODY_BYTES
}

export type Refusal = { status: 400 | 404 | 405 | 413 | 429; allow?: readonly string[] }

/**
 * How much of a form page's oversized POST is read and thrown away so the page can still answer it: a browser that is
 * told "too large" while still uploading shows a broken connection instead of the page. Past this the body is cut.
 */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024

/**
 * How much of the start of a form page's oversized POST is handed on: the text fields come before the files in a
 * form's body (tree order), so the page can show the visitor what they typed (see `oversizedFormFields`).
 */
export const HEAD_KEEP_BYTES = 64 * 1024

export type BoundedRead =
  /** The whole body, within the limit. */
  | { kind: 'whole'; bytes: Uint8Array<ArrayBuffer> }
  /** Larger than the limit, read to its end; only its first `keep` bytes were kept. */
  | { kind: 'over'; head: Uint8Array<ArrayBuffer> }
  /** Larger than the limit and the drain allowance, or no allowance: reading stopped there. */
  | { kind: 'cut' }

/**
 * Reads a body to its end, keeping at most `limit` bytes in memory. With `drainUpTo`, the rest of a larger body is
 * read and discarded up to that many bytes in all (the connection stays usable for the answer), and its first `keep`
 * bytes are returned; beyond that, or without `drainUpTo`, it is cancelled as soon as it passes the limit (which
 * ends the connection).
 */
export async function readBounded(
  body: ReadableStream<Uint8Array> | null,
  limit: number,
  drainUpTo = 0,
  keep = 0,
): Promise<BoundedRead> {
  if (!body) return { kind: 'whole', bytes: new Uint8Array(0) }
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit && size > drainUpTo) {
      await reader.cancel().catch(() => undefined)
      return { kind: 'cut' }
    }
    if (size <= limit) chunks.push(value)
  }
  const joined = (length: number) => {
    const all = new Uint8Array(length)
    let offset = 0
    for (const chunk of chunks) {
      if (offset >= length) break
      all.set(chunk.subarray(0, length - offset), offset)
      offset += chunk.byteLength
    }
    return all
  }
  if (size > limit) return { kind: 'over', head: joined(Math.min(keep, limit)) }
  return { kind: 'whole', bytes: joined(size) }
}

/**
 * A server function's JSON (its body on POST, `payload` in the query on GET) that does not parse, is not the shape
 * Start's client sends (an object whose `t` holds the serialized call), or does not decode, is the caller's fault:
 * 400, before Start's decoder answers 500 with its own words (`null` → "Cannot read properties of null") or prints a
 * dozen lines of stack for a node it cannot read. The call is decoded here as Start will decode it (seroval, which
 * Start uses), without plugins: every server function of this site takes plain data, so a call that needs one is
 * not one of ours. A few KB at most (the body limit), decoded twice.
 */
function undecodableCall(text: string | null): boolean {
  if (text === null) return false
  try {
    const parsed: unknown = JSON.parse(text)
    if (!isSerializedCall(parsed)) return true
    fromJSON(parsed)
    return false
  } catch {
    return true
  }
}

/** The content types Start reads a server function's body as a form for (its `handleServerAction`, as it tests them). */
function startReadsForm(contentType: string): boolean {
  return contentType.includes('multipart/form-data') || contentType.includes('application/x-www-form-urlencoded')
}

/**
 * Whether a server function's form body parses as a form, as Start will parse it (the platform's `formData()`):
 * one that does not (no closing boundary, no boundary at all) is the caller's fault: 400 here, where Start's parser
 * threw and printed seven lines of stack. Parsed once more only within the body limit and its client's allowance.
 */
async function readableForm(body: Uint8Array<ArrayBuffer>, contentType: string): Promise<boolean> {
  try {
    await new Response(body, { headers: { 'content-type': contentType } }).formData()
    return true
  } catch {
    return false
  }
}

/** The outside of what Start's client sends: `t` the call's root node, `f` feature flags, `m` marked references. */
function isSerializedCall(value: unknown): value is SerovalJSON {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const root: unknown = Reflect.get(value, 't')
  const features: unknown = Reflect.get(value, 'f')
  const marked: unknown = Reflect.get(value, 'm')
  return (
    typeof root === 'object' &&
    root !== null &&
    !Array.isArray(root) &&
    typeof features === 'number' &&
    Array.isArray(marked) &&
    marked.every((id) => typeof id === 'number')
  )
}

/**
 * The path decoded, or null when a %-escape decodes to nothing (`/%ZZ`, `/a%`): no page has such a path, and Start
 * would fail on it. The Node server lets it through to here (app/pipeline/malformed-urls.nitro.ts) so it is refused
 * like every other request. (The decoded text is returned, not dropped: a bundler removes an unused call as pure.)
 */
function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return null
  }
}

export type Guarded = { request: Request; note?: FormPostNote } | { refusal: Refusal }

/** nginx's status for a request whose client closed the connection before the answer. */
const CLIENT_CLOSED_REQUEST = 499

/**
 * Start listens to a request's signal once per middleware and step, a dozen in all: past Node's default of ten it
 * prints a leak warning to stderr.
 */
const SIGNAL_LISTENERS = 32

function allowListeners(signal: AbortSignal): void {
  try {
    setMaxListeners(SIGNAL_LISTENERS, signal)
  } catch {
    // A runtime whose `node:events` does not take event targets (Workers) does not warn either.
  }
}

function tagAsClientGone(reason: unknown): void {
  if (typeof reason !== 'object' || reason === null || 'status' in reason || !Object.isExtensible(reason)) return
  Object.assign(reason, { status: CLIENT_CLOSED_REQUEST, statusText: 'Client Closed Request' })
}

/**
 * Start stops a request whose signal aborts by throwing the signal's reason. The Node server's reason for a closed
 * connection is a bare `Error: aborted`: Start would print its stack to stderr and answer 500, and a middleware that
 * catches "anything thrown" would misread it. Tagged with 499 as it happens, it is answered as what it is, the client
 * leaving, with nothing printed. (Tagged in place, about a microsecond a request, rather than a copy of every request
 * with a signal of its own: undici's Request costs tens of microseconds.)
 */
function tagClientGone(signal: AbortSignal): void {
  allowListeners(signal)
  if (signal.aborted) tagAsClientGone(signal.reason)
  else signal.addEventListener('abort', () => tagAsClientGone(signal.reason), { once: true })
}

/** Whether `error` is a request's stop because its client left (`tagClientGone`). */
export function isClientGone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && Reflect.get(error, 'status') === CLIENT_CLOSED_REQUEST
}

/**
 * The path of a request URL, even of one that is no URL because its host is impossible (`Host: x:99999`): the
 * server routes static files by path all the same, so a refusal there must know it is one.
 */
export function requestPath(url: string): string {
  return (
    (URL.parse(url) ?? URL.parse(url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*/i, '$1host.invalid')))?.pathname ?? '/'
  )
}

/**
 * The request the app may see, or why it may not. A request that passes is the same request, or, when its body was
 * read or untrusted headers were dropped, a copy that keeps everything the app reads (URL, method, headers, signal,
 * the client's address). Either way its signal says a closed connection is the client leaving (`tagClientGone`).
 */
export async function guardRequest(
  request: Request,
  options: {
    trustProxy: boolean
    /** Counts this post against its client's allowance for `form`; false when the allowance is spent. */
    countPost?: (form: RateLimitedForm) => Promise<boolean>
  },
): Promise<Guarded> {
  // The server builds the URL from the Host header: one that makes no URL (`Host: x:99999`) is the client's fault.
  const url = URL.parse(request.url)
  if (!url || decodedPath(url.pathname) === null) return { refusal: { status: 400 } }
  // `//evil.example/` is no page of this site; the router would answer it with a redirect built from the Host header.
  if (url.pathname.startsWith('//')) return { refusal: { status: 404 } }
  tagClientGone(request.signal)
  const allow = allowedMethods(url.pathname)
  if (!allow.includes(request.method)) return { refusal: { status: 405, allow } }

  const headers = new Headers(request.headers)
  let changed = false
  if (!options.trustProxy) {
    for (const name of FORWARDED_HEADERS) {
      if (headers.has(name)) {
        headers.delete(name)
        changed = true
      }
    }
  }

  const isServerFn = url.pathname.startsWith(SERVER_FN_PREFIX)
  // A server function's id is a hash in a build (base64url in development); anything else names no function.
  if (isServerFn && !/^[A-Za-z0-9_-]{1,1024}$/.test(url.pathname.slice(SERVER_FN_PREFIX.length)))
    return { refusal: { status: 404 } }
  if (isServerFn && request.method === 'GET' && undecodableCall(url.searchParams.get('payload'))) {
    return { refusal: { status: 400 } }
  }

  let body: Uint8Array<ArrayBuffer> | null = null
  let tooLarge = false
  const form = request.method === 'POST' ? formOfPost(url.pathname, headers.get('content-type') ?? '') : null
  // Every form post counts, the honeypot's and the oversized ones too, and is counted before its body is read: past
  // the allowance nothing is read, parsed or hashed.
  if (form && options.countPost && !(await options.countPost(form))) {
    if (isServerFn) return { refusal: { status: 429 } }
    headers.delete('content-type')
    headers.delete('transfer-encoding')
    headers.set('content-length', '0')
    return {
      request: forwarded(request, url, { method: 'POST', headers, body: new Uint8Array(0) }),
      note: 'rate-limited',
    }
  }
  if (request.method === 'POST') {
    const limit = bodyLimit(url.pathname, headers.get('content-type') ?? '')
    const declared = Number(headers.get('content-length') ?? '0')
    const formPage = isFormPage(url.pathname)
    if (!Number.isFinite(declared) || declared > (formPage ? DRAIN_MAX_BYTES : limit))
      return { refusal: { status: 413 } }
    const read = await readBounded(request.body, limit, formPage ? DRAIN_MAX_BYTES : 0, HEAD_KEEP_BYTES)
    if (read.kind === 'cut') return { refusal: { status: 413 } }
    // A form page's POST past its limit, read and dropped but for its head: the page says what was too large, in the
    // visitor's language, with the text they typed.
    body = read.kind === 'whole' ? read.bytes : read.head
    tooLarge = read.kind === 'over'
    const contentType = headers.get('content-type') ?? ''
    const json = contentType.toLowerCase().includes('json')
    if (isServerFn && json && undecodableCall(new TextDecoder().decode(body))) return { refusal: { status: 400 } }
    if (isServerFn && startReadsForm(contentType) && !(await readableForm(body, contentType)))
      return { refusal: { status: 400 } }
    // The body is now a known length: the copy says so, instead of a chunked transfer it no longer is.
    headers.delete('transfer-encoding')
    headers.set('content-length', String(body.byteLength))
    changed = true
  }
  if (!changed) return { request }

  const sent = body && body.byteLength > 0 ? body : request.method === 'POST' ? new Uint8Array(0) : null
  const copy = forwarded(request, url, { method: request.method, headers, body: sent })
  return tooLarge ? { request: copy, note: 'too-large' } : { request: copy }
}

/** The copy of `original` the app sees: `init`'s method, headers and body, its signal and the client's address. */
function forwarded(original: Request, url: URL, init: RequestInit): Request {
  const copy = new Request(url, { ...init, signal: original.signal })
  allowListeners(copy.signal)
  return keepClientAddress(original, copy)
}

/**
 * The Node server (srvx) puts the client's address on its request as `ip`, and the form rate limits count by it
 * (h3's getRequestIP): a copy must carry it, or every visitor would share one limit.
 */
function keepClientAddress(original: Request, copy: Request): Request {
  const ip: unknown = Reflect.get(original, 'ip')
  if (typeof ip === 'string') Object.defineProperty(copy, 'ip', { value: ip, enumerable: true })
  return copy
}

/** Plain, short answers for refused requests, in both languages (the visitor's is not known yet). */
const REFUSAL_TEXT: Record<Exclude<Refusal['status'], 429>, string> = {
  400: 'Bad request: the data sent could not be read. / Ugyldig forespørsel: dataene kunne ikke leses.',
  404: 'Not found. / Ikke funnet.',
  405: 'Method not allowed. / Metoden er ikke tillatt.',
  413: 'Too much data sent: the limit for this address was passed. / For mye data sendt: grensen for denne adressen er nådd.',
}

/**
 * A form server function past its client's allowance: 429, with the form's own answer (forms/form-rules.ts
 * `FormResult`) as plain JSON under `result`, which Start's client hands to the form as the function's result, so
 * the visitor reads the rate-limit message in their language and keeps what they typed.
 */
const RATE_LIMITED_ANSWER = JSON.stringify({ result: { ok: false, reason: 'rate-limited' } })

export function refusalResponse(refusal: Refusal, securityHeaders: Record<string, string>): Response {
  const headers = new Headers(securityHeaders)
  headers.set('Cache-Control', 'no-store')
  if (refusal.status === 429) {
    headers.set('Content-Type', 'application/json')
    headers.set('Retry-After', '600')
    return new Response(RATE_LIMITED_ANSWER, { status: 429, headers })
  }
  headers.set('Content-Type', 'text/plain; charset=utf-8')
  if (refusal.allow) headers.set('Allow', refusal.allow.join(', '))
  return new Response(`${REFUSAL_TEXT[refusal.status]}\n`, { status: refusal.status, headers })
}

/**
 * Every redirect leaves as a path of this origin, with the headers every answer carries. The router builds absolute
 * `Location`s from the request's Host header, which a client chooses (`Host: attacker.example` came back as
 * `Location: http://attacker.example/…`); a path is read by the browser against the address it asked, so it can only
 * lead back here. A path that would read as another host (`//evil.example`) leads home instead. A redirect that brings
 * no caching rule of its own is `no-store`: one an editor unpublishes stops at once.
 */
export function ownOriginRedirect(response: Response, securityHeaders: Record<string, string>): Response {
  const location = response.headers.get('location')
  if (response.status < 300 || response.status >= 400 || location === null) return response
  const target = URL.parse(location, 'http://site.invalid')
  let path = target ? `${target.pathname}${target.search}${target.hash}` : '/'
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) path = '/'
  const headers = new Headers(response.headers)
  headers.set('Location', path)
  for (const [name, value] of Object.entries(securityHeaders)) if (!headers.has(name)) headers.set(name, value)
  if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-store')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
