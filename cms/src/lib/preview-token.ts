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
export type PreviewLink = { path: string; status: PreviewStatus; expiresAt: number }

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
  { path, status }: { path: string; status: PreviewStatus },
  now = Date.now(),
): string {
  const payload = Buffer.from(
    JSON.stringify({ p: path, s: status, e: now + PREVIEW_LINK_MINUTES * 60_000 }),
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
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (typeof claims !== 'object' || claims === null) return null
  const path: unknown = Reflect.get(claims, 'p')
  const status: unknown = Reflect.get(claims, 's')
  const expiresAt: unknown = Reflect.get(claims, 'e')
  if (typeof path !== 'string' || (status !== 'draft' && status !== 'published')) return null
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null
  // Expired, or claiming a life longer than any link is given (a clock far off, or a token not made here).
  if (expiresAt <= now || expiresAt > now + (PREVIEW_LINK_MINUTES + 1) * 60_000) return null
  return { path, status, expiresAt }
}
