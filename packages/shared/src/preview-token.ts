/**
 * The preview button's link to the site (decision 024): a short-lived token signed with PREVIEW_SECRET, carrying the
 * site path to open, whether it is a draft preview, and when it expires. The CMS signs it (src/site-link.ts `previewUrl`)
 * and the site checks it (app/content/preview.server.ts), so the secret itself never travels: an editor, a browser
 * history or an access log only ever holds a link that opens one page and is dead within minutes. Imports nothing
 * but Node's crypto, so the site compiles this file as its own (decision 022).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/** Long enough to open the preview pane and reload it a few times; an old link is then useless. */
export const PREVIEW_LINK_MINUTES = 10

export type PreviewStatus = 'draft' | 'published'
/**
 * The one document whose drafts a preview opens (decision 103): its content type by the name of its REST route
 * (`blogs`, `home`), its document id, and its locale (null for a type without languages).
 */
export type PreviewDocument = { type: string; documentId: string; locale: string | null }
export type PreviewLink = { path: string; status: PreviewStatus; expiresAt: number; document: PreviewDocument | null }

/** A token longer than this is not one of ours, and is not hashed. */
const MAX_TOKEN_LENGTH = 2048

/** HMAC-SHA256 of `payload` under `secret`, separated by `purpose` so a value signed for one use fits no other. */
export function signedMac(secret: string, purpose: string, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest('base64url')
}

/** Compares two strings in time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

const LINK_PURPOSE = 'origin-preview-link-v1'

export function signPreviewLink(
  secret: string,
  { path, status, document }: { path: string; status: PreviewStatus; document?: PreviewDocument },
  now = Date.now(),
): string {
  const bound = document ? { t: document.type, d: document.documentId, l: document.locale } : {}
  const payload = Buffer.from(
    JSON.stringify({ p: path, s: status, e: now + PREVIEW_LINK_MINUTES * 60_000, ...bound }),
    'utf8',
  ).toString('base64url')
  return `${payload}.${signedMac(secret, LINK_PURPOSE, payload)}`
}

/** The link a token stands for, or null when it is forged, altered, expired or not a token at all. */
export function readPreviewLink(secret: string, token: string | null, now = Date.now()): PreviewLink | null {
  if (!token || token.length > MAX_TOKEN_LENGTH) return null
  const parts = token.split('.')
  if (parts.length !== 2) return null
  const [payload, mac] = parts
  if (!payload || !mac || !sameText(mac, signedMac(secret, LINK_PURPOSE, payload))) return null
  const claims = claimsOf(payload)
  if (!claims) return null
  const path: unknown = Reflect.get(claims, 'p')
  const status: unknown = Reflect.get(claims, 's')
  const expiresAt: unknown = Reflect.get(claims, 'e')
  if (typeof path !== 'string' || (status !== 'draft' && status !== 'published')) return null
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null
  // Expired, or claiming a life longer than any link is given (a clock far off, or a token not made here).
  if (expiresAt <= now || expiresAt > now + (PREVIEW_LINK_MINUTES + 1) * 60_000) return null
  return { path, status, expiresAt, document: previewDocumentOf(claims) }
}

/** The object a signed value's base64url JSON part holds, or null. */
export function claimsOf(encoded: string): object | null {
  try {
    const claims: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))
    return typeof claims === 'object' && claims !== null ? claims : null
  } catch {
    return null
  }
}

/** A content type's REST name or a document id: letters, digits and dashes, as Strapi makes them. */
const NAME = /^[a-z0-9][a-z0-9-]{0,99}$/
/** A locale code (`en`, `nb-NO`). */
const LOCALE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/

/** The document named by claims `t`, `d` and `l`, or null when they do not name one. */
export function previewDocumentOf(claims: object): PreviewDocument | null {
  const type: unknown = Reflect.get(claims, 't')
  const documentId: unknown = Reflect.get(claims, 'd')
  const locale: unknown = Reflect.get(claims, 'l')
  if (typeof type !== 'string' || !NAME.test(type)) return null
  if (typeof documentId !== 'string' || !NAME.test(documentId)) return null
  if (locale !== null && (typeof locale !== 'string' || !LOCALE.test(locale))) return null
  return { type, documentId, locale }
}
