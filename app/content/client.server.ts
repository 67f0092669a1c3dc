import { getRequestHeaders, getRequestIP } from '@tanstack/react-start/server'
import { siteEnv } from '~/server/env.server'

/**
 * The visitor's address when this code runs on Cloudflare Workers (`npm run build:edge`, decision 007). A worker has
 * no socket to read it from, so Start finds none and every visitor would share one rate limit; Cloudflare's edge puts
 * the address in `CF-Connecting-IP` instead, replacing whatever the client sent. Anywhere else that header is only the
 * client's word, so it is read on Workers alone (the runtime names itself in `navigator.userAgent`).
 */
export function edgeClientAddress(
  headers: Headers,
  userAgent: string | undefined = globalThis.navigator?.userAgent,
): string | undefined {
  if (userAgent !== 'Cloudflare-Workers') return undefined
  return headers.get('cf-connecting-ip')?.trim() || undefined
}

/**
 * The key the form rate limits count against: the client's IP. `X-Forwarded-For` is believed only when the operator
 * says a proxy in front of the site sets it (`TRUST_PROXY=1`); otherwise any script could pick a fresh "IP" per
 * request and never be limited.
 */
export function clientKey(): string {
  return edgeClientAddress(getRequestHeaders()) ?? getRequestIP({ xForwardedFor: siteEnv().TRUST_PROXY }) ?? 'unknown'
}

/**
 * A plain HTML form POST to one of the site's pages must come from the site itself. Browsers send `Origin` (and
 * `Sec-Fetch-Site`) with every form POST; a cross-site one is refused, so other sites cannot submit in a visitor's name.
 */
export function isSameOriginPost(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false
  const origin = request.headers.get('origin')
  // No Origin at all: an old browser or a script, which could send anything anyway; the other checks still apply.
  if (origin === null) return true
  // The proxy's word for the host only when a proxy is trusted (the request guard drops the header otherwise, too).
  const forwarded = siteEnv().TRUST_PROXY ? request.headers.get('x-forwarded-host') : null
  const host = forwarded ?? request.headers.get('host')
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}

/** A `303 See Other` to a path of this site: after a POST the browser GETs the target. */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'no-store' } })
}

/**
 * The idempotency key of a form sent without JavaScript: derived from the content and the day, so the same form sent
 * twice (a double click, a reload) is stored once, and an edited one is a new submission. Never a key carried in the
 * page (a cache could hand it to many visitors, and an edited resend with it would be refused as a conflict).
 */
export async function submissionKey(kind: string, parts: readonly (string | Blob)[]): Promise<string> {
  const chunks: Uint8Array[] = [new TextEncoder().encode(`${kind}\u0000${new Date().toISOString().slice(0, 10)}`)]
  for (const part of parts) {
    chunks.push(new TextEncoder().encode('\u0000'))
    chunks.push(typeof part === 'string' ? new TextEncoder().encode(part) : new Uint8Array(await part.arrayBuffer()))
  }
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0))
  let offset = 0
  for (const chunk of chunks) {
    all.set(chunk, offset)
    offset += chunk.length
  }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', all))
  return `nojs-${Array.from(digest.subarray(0, 20), (b) => b.toString(16).padStart(2, '0')).join('')}`
}
