import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cachedPage, clearPageCache, pageCacheKey, storePage } from './page-cache.server'

const key = pageCacheKey(new URL('http://site.test/om-oss?x=1'), 'no')
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

  it('keys by path, query and language cookie, and forgets a page after 60 s', () => {
    storePage(key, '<p>x</p>', 'n', new Headers())
    expect(cachedPage(pageCacheKey(new URL('http://site.test/om-oss?x=1'), undefined), 'n')).toBeNull()
    expect(cachedPage(pageCacheKey(new URL('http://site.test/om-oss'), 'no'), 'n')).toBeNull()
    // No cookie (a first visit) and an empty one (English chosen) are kept apart.
    storePage(pageCacheKey(new URL('http://site.test/about'), undefined), '<p>first</p>', 'n', new Headers())
    expect(cachedPage(pageCacheKey(new URL('http://site.test/about'), ''), 'n')).toBeNull()
    vi.advanceTimersByTime(59_000)
    expect(cachedPage(key, 'n')).not.toBeNull()
    vi.advanceTimersByTime(1_000)
    expect(cachedPage(key, 'n')).toBeNull()
  })
})
