import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cachedPage, cachedPageCount, clearPageCache, pageCacheKey, storePage } from './page-cache.server'

const page = (pathname: string, search = '', langCookie: string | undefined | null = null, host = 'site.test') =>
  pageCacheKey({ host, pathname, search, langCookie })
const key = page('/terms', '', 'no')
const read = async (hit: ReturnType<typeof cachedPage>) => {
  if (!hit) return null
  const bytes = new Uint8Array(await new Response(hit.body).arrayBuffer())
  // The length the response announces is the length it sends.
  expect(bytes.length).toBe(hit.length)
  return new TextDecoder().decode(bytes)
}

describe('the rendered-page cache', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    clearPageCache()
  })
  afterEach(() => vi.useRealTimers())

  it('serves the page with a fresh nonce everywhere the stored one was, text in any script intact', async () => {
    const html = '<meta content="N0nce1"><script nonce="N0nce1">1</script><p>Blåbær ✺ 🎨</p><style nonce="N0nce1">'
    storePage(key, html, 'N0nce1', new Headers({ 'content-type': 'text/html', 'set-cookie': 'a=b', date: 'x' }))
    const first = cachedPage(key, 'fresh/A==')
    const second = cachedPage(key, 'other+B==')
    expect(await read(first)).toBe(html.replaceAll('N0nce1', 'fresh/A=='))
    expect(await read(second)).toBe(html.replaceAll('N0nce1', 'other+B=='))
    // Per-response headers are never replayed.
    expect(first?.headers).toEqual([['content-type', 'text/html']])
  })

  it('keys by path, the search the page reads and, where the page follows it, the language cookie; forgets after 60 s', () => {
    storePage(key, '<p>x</p>', 'n', new Headers())
    expect(cachedPage(page('/terms', '', undefined), 'n')).toBeNull()
    expect(cachedPage(page('/privacy', '', 'no'), 'n')).toBeNull()
    // No cookie (a first visit) and an empty one (English chosen) are kept apart.
    storePage(page('/cookies', '', undefined), '<p>first</p>', 'n', new Headers())
    expect(cachedPage(page('/cookies', '', ''), 'n')).toBeNull()
    // The cookie as the page reads it: any value but the empty one is Norwegian, so a made-up one is that copy.
    expect(cachedPage(page('/terms', '', 'made-up-1'), 'n')).not.toBeNull()
    expect(page('/terms', '', 'x'.repeat(50))).toBe(key)
    storePage(page('/projects', '?category=Branding'), '<p>branding</p>', 'n', new Headers())
    expect(cachedPage(page('/projects'), 'n')).toBeNull()
    vi.advanceTimersByTime(59_000)
    expect(cachedPage(key, 'n')).not.toBeNull()
    vi.advanceTimersByTime(1_000)
    expect(cachedPage(key, 'n')).toBeNull()
  })

  it('keeps the pages in use when a flood of one-off addresses fills it (the one used longest ago goes)', () => {
    storePage(page('/services'), '<p>services</p>', 'n', new Headers())
    for (let i = 0; i < 1_000; i++) {
      storePage(page('/projects', `?category=made-up-${i}`), '<p>x</p>', 'n', new Headers())
      // A visitor keeps reading the real page meanwhile.
      if (i % 100 === 0) expect(cachedPage(page('/services'), 'n')).not.toBeNull()
    }
    expect(cachedPage(page('/services'), 'n')).not.toBeNull()
    expect(cachedPageCount()).toBe(300)
    // The made-up ones pushed out each other.
    expect(cachedPage(page('/projects', '?category=made-up-0'), 'n')).toBeNull()
  })

  it('with SITE_URL set, a made-up Host is the same page, not another copy', () => {
    vi.stubEnv('SITE_URL', 'https://origin.example')
    vi.resetModules()
    return import('./page-cache.server').then((fresh) => {
      const a = fresh.pageCacheKey({ host: 'origin.example', pathname: '/about', search: '', langCookie: null })
      const b = fresh.pageCacheKey({ host: 'attacker.example', pathname: '/about', search: '', langCookie: null })
      expect(a).toBe(b)
      vi.unstubAllEnvs()
    })
  })
})
