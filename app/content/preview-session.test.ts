import { beforeAll, describe, expect, it, vi } from 'vitest'
import { PREVIEW_LINK_MINUTES, signPreviewLink } from '../../cms/src/lib/preview-token'

const SECRET = 'a-preview-secret-for-tests-only-0123456789'
const NOW = Date.UTC(2026, 10, 24, 12, 0, 0)

let preview: typeof import('./preview.server')
beforeAll(async () => {
  vi.stubEnv('PREVIEW_SECRET', SECRET)
  vi.resetModules()
  preview = await import('./preview.server')
})

describe('preview links (decision 024): signed by the CMS for one path and status, valid for minutes', () => {
  it('reads back the path and status the CMS signed', () => {
    const token = signPreviewLink(SECRET, { path: '/blogs/x', status: 'draft' }, NOW)
    expect(preview.previewLinkOf(token, NOW + 1000)).toMatchObject({ path: '/blogs/x', status: 'draft' })
    expect(token).not.toContain(SECRET)
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

describe('the preview cookie: its own value per preview, for one page, its expiry checked on every request', () => {
  it('is different every time and names its page until it expires', () => {
    const a = preview.previewCookieValue('/careers/frontend-developer', NOW)
    const b = preview.previewCookieValue('/careers/frontend-developer', NOW)
    expect(a).not.toBe(b)
    expect(preview.previewCookiePath(a ?? undefined, NOW + 1000)).toBe('/careers/frontend-developer')
    expect(preview.previewCookiePath(a ?? undefined, NOW + preview.PREVIEW_MAX_AGE_S * 1000)).toBeNull()
  })

  it('cannot be made up, stretched, moved to another page or taken from a link', () => {
    const value = preview.previewCookieValue('/careers/frontend-developer', NOW) ?? ''
    const [expiry, page, nonce, mac] = value.split('.')
    expect(preview.previewCookiePath(`${Number(expiry) + 3_600_000}.${page}.${nonce}.${mac}`, NOW)).toBeNull()
    const other = Buffer.from('/blogs').toString('base64url')
    expect(preview.previewCookiePath(`${expiry}.${other}.${nonce}.${mac}`, NOW)).toBeNull()
    expect(preview.previewCookiePath('ab'.repeat(32), NOW)).toBeNull()
    const link = signPreviewLink(SECRET, { path: '/', status: 'draft' }, NOW)
    expect(preview.previewCookiePath(link, NOW)).toBeNull()
    expect(preview.previewCookiePath(undefined, NOW)).toBeNull()
    // A cookie of the earlier form (no page in it) opens nothing.
    expect(preview.previewCookiePath(`${expiry}.${nonce}.${mac}`, NOW)).toBeNull()
  })

  it('is the same page whatever its escapes and trailing slash, and no other', () => {
    expect(preview.samePage('/projekter/b%C3%B8lge', '/projekter/bølge/')).toBe(true)
    expect(preview.samePage('/careers/frontend-developer', '/careers')).toBe(false)
    expect(preview.samePage('/blogs', '/blog')).toBe(false)
  })
})
