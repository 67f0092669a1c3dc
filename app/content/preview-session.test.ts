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

describe('preview links (issue 27): signed by the CMS for one path and status, valid for minutes', () => {
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

describe('the preview cookie: its own value per preview, its expiry checked on every request', () => {
  it('is different every time and valid until it expires', () => {
    const a = preview.previewCookieValue(NOW)
    const b = preview.previewCookieValue(NOW)
    expect(a).not.toBe(b)
    expect(preview.isValidPreviewCookie(a ?? undefined, NOW + 1000)).toBe(true)
    expect(preview.isValidPreviewCookie(a ?? undefined, NOW + preview.PREVIEW_MAX_AGE_S * 1000)).toBe(false)
  })

  it('cannot be made up, stretched or taken from a link', () => {
    const value = preview.previewCookieValue(NOW) ?? ''
    const [expiry, nonce, mac] = value.split('.')
    expect(preview.isValidPreviewCookie(`${Number(expiry) + 3_600_000}.${nonce}.${mac}`, NOW)).toBe(false)
    expect(preview.isValidPreviewCookie('ab'.repeat(32), NOW)).toBe(false)
    const link = signPreviewLink(SECRET, { path: '/', status: 'draft' }, NOW)
    expect(preview.isValidPreviewCookie(link, NOW)).toBe(false)
    expect(preview.isValidPreviewCookie(undefined, NOW)).toBe(false)
  })
})
