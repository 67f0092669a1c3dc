import { PREVIEW_LINK_MINUTES, signPreviewLink } from '@origin/shared/preview-token'
import { beforeAll, describe, expect, it, vi } from 'vitest'

const SECRET = 'a-preview-secret-for-tests-only-0123456789'
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0)

let preview: typeof import('./preview.server')
beforeAll(async () => {
  vi.stubEnv('PREVIEW_SECRET', SECRET)
  vi.resetModules()
  preview = await import('./preview.server')
})

describe('preview links (decision 024): signed by the CMS for one path and status, valid for minutes', () => {
  it('reads back the path, status and document the CMS signed', () => {
    const document = { type: 'blogs', documentId: 'x1', locale: 'nb-NO' }
    const token = signPreviewLink(SECRET, { path: '/blogs/x', status: 'draft', document }, NOW)
    expect(preview.previewLinkOf(token, NOW + 1000)).toMatchObject({ path: '/blogs/x', status: 'draft', document })
    expect(token).not.toContain(SECRET)
    // A link that names no document (or a malformed one) opens no document's drafts.
    const bare = signPreviewLink(SECRET, { path: '/blogs/x', status: 'draft' }, NOW)
    expect(preview.previewLinkOf(bare, NOW)?.document).toBeNull()
    const odd = signPreviewLink(SECRET, { path: '/', status: 'draft', document: { ...document, type: '../x' } }, NOW)
    expect(preview.previewLinkOf(odd, NOW)?.document).toBeNull()
  })

  it('refuses an expired link', () => {
    const token = signPreviewLink(SECRET, { path: '/blogs/x', status: 'draft' }, NOW)
    expect(preview.previewLinkOf(token, NOW + PREVIEW_LINK_MINUTES * 60_000 - 1)).not.toBeNull()
    expect(preview.previewLinkOf(token, NOW + PREVIEW_LINK_MINUTES * 60_000)).toBeNull()
  })

  it('refuses a link signed with another secret, altered, or not a token', () => {
    expect(
      preview.previewLinkOf(
        signPreviewLink('another-secret-of-32-characters!!', { path: '/', status: 'draft' }, NOW),
        NOW,
      ),
    ).toBeNull()
    const token = signPreviewLink(SECRET, { path: '/blogs/x', status: 'published' }, NOW)
    const [payload, mac] = token.split('.')
    const altered = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()), s: 'draft' }),
    ).toString('base64url')
    expect(preview.previewLinkOf(`${altered}.${mac}`, NOW)).toBeNull()
    for (const junk of [null, '', SECRET, '.', 'a.b', `${token}.x`, 'x'.repeat(5000)])
      expect(preview.previewLinkOf(junk, NOW)).toBeNull()
  })

  it('refuses a link that claims a longer life than any link is given', () => {
    const far = signPreviewLink(SECRET, { path: '/', status: 'draft' }, NOW + 60 * 60_000)
    expect(preview.previewLinkOf(far, NOW)).toBeNull()
  })
})

const OPENING = { path: '/careers/frontend-developer', type: 'job-openings', documentId: 'abc123', locale: 'en' }

describe('the preview cookie: its own value per preview, for one page and document, its expiry checked', () => {
  it('is different every time and names its page and document until it expires', () => {
    const a = preview.previewCookieValue(OPENING, NOW)
    const b = preview.previewCookieValue(OPENING, NOW)
    expect(a).not.toBe(b)
    expect(preview.previewCookieScope(a ?? undefined, NOW + 1000)).toEqual(OPENING)
    expect(preview.previewCookieScope(a ?? undefined, NOW + preview.PREVIEW_MAX_AGE_S * 1000)).toBeNull()
  })

  it('cannot be made up, stretched, moved to another page or document, or taken from a link', () => {
    const value = preview.previewCookieValue(OPENING, NOW) ?? ''
    const [expiry, claims, nonce, mac] = value.split('.')
    expect(preview.previewCookieScope(`${Number(expiry) + 3_600_000}.${claims}.${nonce}.${mac}`, NOW)).toBeNull()
    // Decision 103: the document is signed with the page; another type or document in the claims opens nothing.
    const moved = (change: object) =>
      Buffer.from(
        JSON.stringify({ p: OPENING.path, t: OPENING.type, d: OPENING.documentId, l: OPENING.locale, ...change }),
      ).toString('base64url')
    for (const change of [{ p: '/blogs' }, { t: 'blogs' }, { d: 'another' }, { l: 'nb-NO' }])
      expect(preview.previewCookieScope(`${expiry}.${moved(change)}.${nonce}.${mac}`, NOW)).toBeNull()
    expect(preview.previewCookieScope(`${expiry}.${moved({})}.${nonce}.${mac}`, NOW)).toEqual(OPENING)
    expect(preview.previewCookieScope('ab'.repeat(32), NOW)).toBeNull()
    const link = signPreviewLink(SECRET, { path: '/', status: 'draft' }, NOW)
    expect(preview.previewCookieScope(link, NOW)).toBeNull()
    expect(preview.previewCookieScope(undefined, NOW)).toBeNull()
    // A cookie of the earlier forms (no page in it: 024's; a page and no document: 050's) opens nothing.
    expect(preview.previewCookieScope(`${expiry}.${nonce}.${mac}`, NOW)).toBeNull()
    const pageOnly = `${expiry}.${Buffer.from(OPENING.path).toString('base64url')}.${nonce}`
    expect(preview.previewCookieScope(`${pageOnly}.${mac}`, NOW)).toBeNull()
  })

  it('is the same page whatever its escapes and trailing slash, and no other', () => {
    expect(preview.samePage('/projekter/b%C3%B8lge', '/projekter/bølge/')).toBe(true)
    expect(preview.samePage('/careers/frontend-developer', '/careers')).toBe(false)
    expect(preview.samePage('/blogs', '/blog')).toBe(false)
  })
})
