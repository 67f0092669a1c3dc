import { randomBytes } from 'node:crypto'
import { getCookie } from '@tanstack/react-start/server'
import { siteEnv } from '~/server/env.server'
import { type PreviewLink, readPreviewLink, sameText, signedMac } from '../../cms/src/lib/preview-token'

/**
 * Draft preview (issue 9, issue 27): Strapi's preview button opens `/api/preview?token=…`, a link the CMS signed for one
 * path and status that expires within minutes (cms/src/lib/preview-token.ts). A valid draft link sets this cookie;
 * while it is present and valid, CMS reads ask for drafts with the preview token and skip every cache, and responses
 * are `private, no-store`. The cookie is `<expiry>.<random>.<signature>`: different for every preview, signed with
 * PREVIEW_SECRET for this use only, and its expiry is checked on every request (the browser's Max-Age is only a
 * hint). It is `SameSite=None; Secure` so it also works inside the CMS admin's preview frame.
 */
export const PREVIEW_COOKIE = '__origin_preview'
export const PREVIEW_MAX_AGE_S = 60 * 60

const SESSION_PURPOSE = 'origin-preview-session-v1'

function previewSecret(): string | null {
  const secret = siteEnv().PREVIEW_SECRET
  return secret.length >= 16 ? secret : null
}

/** A new preview cookie's value, valid for PREVIEW_MAX_AGE_S from `now`; null when previews are off. */
export function previewCookieValue(now = Date.now()): string | null {
  const secret = previewSecret()
  if (!secret) return null
  const claims = `${now + PREVIEW_MAX_AGE_S * 1000}.${randomBytes(16).toString('base64url')}`
  return `${claims}.${signedMac(secret, SESSION_PURPOSE, claims)}`
}

/** Whether a preview cookie's value was signed here and has not expired. */
export function isValidPreviewCookie(value: string | undefined, now = Date.now()): boolean {
  const secret = previewSecret()
  if (!secret || !value || value.length > 256) return false
  const parts = value.split('.')
  if (parts.length !== 3) return false
  const [expiry, nonce, mac] = parts
  if (!expiry || !nonce || !mac || !sameText(mac, signedMac(secret, SESSION_PURPOSE, `${expiry}.${nonce}`)))
    return false
  const expiresAt = Number(expiry)
  return Number.isSafeInteger(expiresAt) && expiresAt > now && expiresAt <= now + PREVIEW_MAX_AGE_S * 1000
}

/** Whether the current request is in preview mode. Outside a request (or without a secret) it never is. */
export function isPreviewRequest(): boolean {
  let cookie: string | undefined
  try {
    cookie = getCookie(PREVIEW_COOKIE)
  } catch {
    return false
  }
  return isValidPreviewCookie(cookie)
}

/** The link a preview token stands for, or null (forged, expired, or previews are off). */
export function previewLinkOf(token: string | null, now = Date.now()): PreviewLink | null {
  const secret = previewSecret()
  return secret ? readPreviewLink(secret, token, now) : null
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
