import { secondsFromEnv } from './env.server'

/**
 * Rendered pages kept in memory for 60 s (issue 9: a page rendered a moment ago is served without rendering again
 * and without asking the CMS). Only anonymous, successful GETs of pages are kept; preview mode and form answers never
 * are. The page's CSP nonce is stored as a placeholder and replaced by a fresh one on every hit, so even a cached
 * page never repeats a nonce. Publishing (the revalidate webhook) clears it.
 */
/** PAGE_CACHE_SECONDS=0 turns it off (the bench's cold figures). */
const freshMs = () => secondsFromEnv('PAGE_CACHE_SECONDS', 60) * 1000
const MAX_ENTRIES = 300
const NONCE_MARK = '\u0000origin-nonce\u0000'

type Entry = { html: string; headers: [string, string][]; storedAt: number }

const pages = new Map<string, Entry>()

export const pageCacheStats = { hits: 0, stores: 0 }

export function pageCacheKey(url: URL, langCookie: string | undefined): string {
  return `${url.host}${url.pathname}${url.search}|${langCookie ?? ''}`
}

/** A fresh copy of the cached page with `nonce` in place, or null. */
export function cachedPage(key: string, nonce: string): { html: string; headers: [string, string][] } | null {
  const entry = pages.get(key)
  if (!entry) return null
  if (Date.now() - entry.storedAt >= freshMs()) {
    pages.delete(key)
    return null
  }
  pageCacheStats.hits++
  return { html: entry.html.replaceAll(NONCE_MARK, nonce), headers: entry.headers }
}

/** Keeps a rendered page; its nonce becomes the placeholder. Headers that are per response are not kept. */
export function storePage(key: string, html: string, nonce: string, headers: Headers): void {
  if (freshMs() === 0) return
  const kept: [string, string][] = []
  for (const [name, value] of headers) {
    if (name === 'content-security-policy' || name === 'set-cookie' || name === 'date' || name === 'content-length')
      continue
    kept.push([name, value])
  }
  pages.delete(key)
  pages.set(key, { html: html.replaceAll(nonce, NONCE_MARK), headers: kept, storedAt: Date.now() })
  pageCacheStats.stores++
  while (pages.size > MAX_ENTRIES) {
    const oldest = pages.keys().next().value
    if (oldest === undefined) break
    pages.delete(oldest)
  }
}

export function clearPageCache(): number {
  const count = pages.size
  pages.clear()
  return count
}
