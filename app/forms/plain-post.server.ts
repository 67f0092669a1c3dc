import { setResponseStatus } from '@tanstack/react-start/server'
import { siteEnv } from '~/runtime/env.server'
import { oversizedFormFields } from './oversized-form'

/*
 * Forms without JavaScript (decision 005): both forms are real HTML forms that POST to their own page
 * (`contactPost` in contact/contact.server.ts, `applicationPost` in application/application.server.ts). They run the
 * same code as the server functions; success redirects (303), anything else renders the page again with what was
 * typed and why it was not sent, so nothing is lost. The request guard's note on such a POST (`FormPostNote`: too
 * large, or past the client's allowance, the body then left unread) arrives in Start's request context.
 */

/**
 * What the request guard (pipeline/request-guard.ts) tells a form page about its POST, through Start's request context
 * (app/server.ts; never a header, which a client could send): `too-large`, its body passed the limit and only its head
 * was kept, so the page renders itself again with the error, answered 413; `rate-limited`, the client's allowance is
 * spent and the body was left unread, so the page renders itself with the rate-limit message, answered 429.
 */
export type FormPostNote = 'too-large' | 'rate-limited'

/**
 * A plain HTML form POST to one of the site's pages must come from the site itself. Browsers send `Origin` (and
 * `Sec-Fetch-Site`) with every form POST; a cross-site one is refused, so other sites cannot submit in a visitor's
 * name. The whole origin counts, scheme included (`http://` is another origin than `https://`): it must be the public
 * one (SITE_URL) or the request's own.
 */
export function isSameOriginPost(request: Request): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false
  const origin = request.headers.get('origin')
  // No Origin at all: an old browser or a script, which could send anything anyway; the other checks still apply.
  if (origin === null) return true
  const { SITE_URL, TRUST_PROXY } = siteEnv()
  // The proxy's word for host and scheme only when a proxy is trusted (the request guard drops them otherwise, too).
  const forwarded = (name: string) =>
    TRUST_PROXY ? request.headers.get(name)?.split(',')[0]?.trim() || undefined : undefined
  const url = new URL(request.url)
  const host = forwarded('x-forwarded-host') ?? request.headers.get('host') ?? url.host
  const scheme = forwarded('x-forwarded-proto') ?? url.protocol.replace(/:$/, '')
  const own = [`${scheme}://${host}`, SITE_URL].flatMap((candidate) => {
    try {
      return candidate ? [new URL(candidate).origin] : []
    } catch {
      return []
    }
  })
  try {
    const claimed = new URL(origin).origin
    return claimed !== 'null' && own.includes(claimed)
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

/**
 * The status of the page rendered again: 413 for a body the request guard found too large (not stored), 422 for
 * what the visitor must correct, 429 for the rate limit, 503 when the CMS could not store it. Browsers show the page
 * either way; scripts and logs see the truth.
 */
export function refusedStatus(result: { reason: 'invalid' | 'rate-limited' | 'unavailable' }, tooLarge: boolean) {
  if (tooLarge) setResponseStatus(413)
  else if (result.reason === 'invalid') setResponseStatus(422)
  else if (result.reason === 'rate-limited') setResponseStatus(429)
  else setResponseStatus(503)
}

/**
 * The form as posted; `null` when it is not a form. Of a body the guard found too large (`note`), the text fields that
 * came before the cut (what the visitor typed, to give back to them), never its files.
 */
export async function readForm(request: Request, note: FormPostNote | null): Promise<FormData | null> {
  try {
    if (note === 'too-large')
      return oversizedFormFields(new Uint8Array(await request.arrayBuffer()), request.headers.get('content-type') ?? '')
    return await request.formData()
  } catch {
    return null
  }
}
