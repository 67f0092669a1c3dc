import { randomBytes } from 'node:crypto'
import {
  claimsOf,
  type PreviewDocument,
  type PreviewLink,
  previewDocumentOf,
  readPreviewLink,
  sameText,
  signedMac,
} from '@origin/shared/preview-token'
import { sitePathKey } from '@origin/shared/site-paths'
import { getCookie, getRequest, getRequestHeader } from '@tanstack/react-start/server'
import { siteEnv } from '~/runtime/env.server'
import { currentRequestState } from '~/runtime/request-state.server'

/**
 * Draft preview (decisions 024, 050 and 103): Strapi's preview button opens `/api/preview?token=…`, a link the CMS
 * signed for one page, status and document that expires within minutes (packages/shared/src/preview-token.ts), and only for
 * an editor whose role may read that document. A valid draft link sets this cookie, which holds that page's path and
 * that document (its type, id and locale): CMS reads of that one document ask for its draft (with the preview token,
 * skipping every cache, `private, no-store`), while rendering that page or for the calls that page makes from the
 * browser; every other read, every other page, the feeds and the sitemap stay published, cookie or not. The cookie is
 * `<expiry>.<claims>.<random>.<signature>`: different for every preview, signed with PREVIEW_SECRET for this use only,
 * and checked on every request (the browser's Max-Age is only a hint). `SameSite=None; Secure` so it also works
 * inside the CMS admin's preview frame.
 */
export const PREVIEW_COOKIE = '__origin_preview'
export const PREVIEW_MAX_AGE_S = 60 * 60

/** v3: the cookie names its document as well as its page; a cookie of 050's form (page only) opens nothing. */
const SESSION_PURPOSE = 'origin-preview-session-v3'
/** A path is at most a few hundred characters; base64 of its claims stays well within this. */
const MAX_COOKIE_LENGTH = 4096

/** What a preview cookie opens: the drafts of one document, on one page. */
export type PreviewScope = PreviewDocument & { path: string }

function previewSecret(): string | null {
  const secret = siteEnv().PREVIEW_SECRET
  return secret.length >= 16 ? secret : null
}

/** A new preview cookie's value for `scope`, valid for PREVIEW_MAX_AGE_S from `now`; null when off. */
export function previewCookieValue(scope: PreviewScope, now = Date.now()): string | null {
  const secret = previewSecret()
  if (!secret) return null
  const claims = Buffer.from(
    JSON.stringify({ p: scope.path, t: scope.type, d: scope.documentId, l: scope.locale }),
  ).toString('base64url')
  const signed = `${now + PREVIEW_MAX_AGE_S * 1000}.${claims}.${randomBytes(16).toString('base64url')}`
  return `${signed}.${signedMac(secret, SESSION_PURPOSE, signed)}`
}

/** What a preview cookie signed here opens, if it has not expired; null for anything else. */
export function previewCookieScope(value: string | undefined, now = Date.now()): PreviewScope | null {
  const secret = previewSecret()
  if (!secret || !value || value.length > MAX_COOKIE_LENGTH) return null
  const parts = value.split('.')
  if (parts.length !== 4) return null
  const [expiry, claims, nonce, mac] = parts
  if (!expiry || !claims || !nonce || !mac) return null
  if (!sameText(mac, signedMac(secret, SESSION_PURPOSE, `${expiry}.${claims}.${nonce}`))) return null
  const expiresAt = Number(expiry)
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= now || expiresAt > now + PREVIEW_MAX_AGE_S * 1000) return null
  const read = claimsOf(claims)
  if (!read) return null
  const path: unknown = Reflect.get(read, 'p')
  const document = previewDocumentOf(read)
  return typeof path === 'string' && document ? { ...document, path } : null
}

/** The same page, whatever its %-escapes and trailing slash. */
export function samePage(a: string, b: string): boolean {
  const key = sitePathKey(a)
  return key !== null && key === sitePathKey(b)
}

/**
 * The page the current request is about: the page being rendered, or, for a call of a server function from the
 * browser, the page that made it (its `Referer`, which browsers send in full to the same origin under our
 * Referrer-Policy, strict-origin-when-cross-origin). Null outside a request. Any client can write a `Referer`: it only
 * says on which page the cookie's document shows its draft, never which drafts are read (`draftDocumentFor`).
 */
function pageOfRequest(): string | null {
  try {
    const request = new URL(getRequest().url)
    if (currentRequestState()?.handlerType !== 'serverFn') return request.pathname
    const from = URL.parse(getRequestHeader('referer') ?? '')
    return from && from.origin === request.origin ? from.pathname : null
  } catch {
    return null
  }
}

/**
 * What this request previews, or null: a valid preview cookie, and the request is for the page it was signed for
 * (`pageOfRequest`). Outside a request, without a secret, and for any other page, a feed or the sitemap, null.
 */
export function previewScope(): PreviewScope | null {
  let cookie: string | undefined
  try {
    cookie = getCookie(PREVIEW_COOKIE)
  } catch {
    return null
  }
  const scope = previewCookieScope(cookie)
  if (scope === null) return null
  const page = pageOfRequest()
  return page !== null && samePage(page, scope.path) ? scope : null
}

/** Whether the current request previews a page (`previewScope`): never cached, no-store. */
export function isPreviewRequest(): boolean {
  return previewScope() !== null
}

/**
 * The document whose draft a CMS read of `type` (its route's name) in `locale` shows, or null: only the previewed
 * document's own type, in its own language (a read that names no locale reads the default one, English).
 */
export function draftDocumentFor(type: string, locale: unknown): PreviewScope | null {
  const scope = previewScope()
  if (!scope || scope.type !== type) return null
  if (scope.locale !== null && (locale ?? 'en') !== scope.locale) return null
  return scope
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
