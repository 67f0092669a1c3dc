import { createHmac, timingSafeEqual } from 'node:crypto'
import { getCookie } from '@tanstack/react-start/server'
import { siteEnv } from '~/server/env.server'

/**
 * Draft preview (issue 9): Strapi's preview button opens `/api/preview?secret=…&url=…`, which sets this cookie; while
 * it is present and valid, CMS reads ask for drafts with the preview token and skip every cache, and responses are
 * `private, no-store`. The value is an HMAC of PREVIEW_SECRET, so it cannot be made up, and it is `SameSite=None;
 * Secure` so it also works inside the CMS admin's preview frame.
 */
export const PREVIEW_COOKIE = '__origin_preview'
export const PREVIEW_MAX_AGE_S = 60 * 60

function previewSecret(): string | null {
  const secret = siteEnv().PREVIEW_SECRET
  return secret.length >= 16 ? secret : null
}

export function previewCookieValue(): string | null {
  const secret = previewSecret()
  return secret ? createHmac('sha256', secret).update('origin-preview-v1').digest('hex') : null
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Whether the current request is in preview mode. Outside a request (or without a secret) it never is. */
export function isPreviewRequest(): boolean {
  const expected = previewCookieValue()
  if (!expected) return false
  let cookie: string | undefined
  try {
    cookie = getCookie(PREVIEW_COOKIE)
  } catch {
    return false
  }
  return typeof cookie === 'string' && safeEqual(cookie, expected)
}

export function isPreviewSecret(candidate: string | null): boolean {
  const secret = previewSecret()
  return Boolean(secret && candidate && safeEqual(candidate, secret))
}

/** Control characters (which the URL parser drops or keeps, never safely) and backslashes (which it reads as `/`). */
function unsafeInPath(text: string): boolean {
  for (const char of text) {
    const code = char.charCodeAt(0)
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || char === '\\') return true
  }
  return false
}

/**
 * A path of this site to return to; anything else (another origin, `//host`, a scheme, control characters) becomes
 * the home page. The check is made on what comes out of the URL parser as well as on what went in: the parser folds
 * `/./` and `/../`, so `/.//evil.example` comes out as `//evil.example`, which a browser reads as another host.
 */
export function safeReturnPath(candidate: string | null): string {
  if (!candidate?.startsWith('/') || candidate.startsWith('//') || unsafeInPath(candidate)) return '/'
  try {
    const url = new URL(candidate, 'http://site.invalid')
    if (url.origin !== 'http://site.invalid') return '/'
    const path = url.pathname + url.search + url.hash
    return path.startsWith('//') || unsafeInPath(path) ? '/' : path
  } catch {
    return '/'
  }
}
