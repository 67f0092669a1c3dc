import { secondsFromEnv } from './env.server'

/**
 * Rendered pages kept in memory for 60 s (issue 9: a page rendered a moment ago is served without rendering again
 * and without asking the CMS). Only anonymous, successful GETs of pages are kept; preview mode and form answers never
 * are. The page is stored split where its CSP nonce was and joined around a fresh one on every hit, so even a cached
 * page never repeats a nonce. Publishing (the revalidate webhook) clears it.
 */
/** PAGE_CACHE_SECONDS=0 turns it off (the bench's cold figures). */
const freshMs = () => secondsFromEnv('PAGE_CACHE_SECONDS', 60) * 1000
const MAX_ENTRIES = 300

/**
 * A page is kept as UTF-8 bytes split where its nonce goes, so a hit only copies bytes around a fresh nonce: handing
 * `Response` a 70 KB string made it re-check and re-encode the whole page on every hit, a third of the server's time
 * under load.
 */
type Entry = { parts: Uint8Array[]; headers: [string, string][]; storedAt: number }

const encoder = new TextEncoder()

function withNonce(parts: Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
  const nonceBytes = encoder.encode(nonce)
  let length = nonceBytes.length * (parts.length - 1)
  for (const part of parts) length += part.length
  const body = new Uint8Array(length)
  let offset = 0
  parts.forEach((part, index) => {
    if (index > 0) {
      body.set(nonceBytes, offset)
      offset += nonceBytes.length
    }
    body.set(part, offset)
    offset += part.length
  })
  return body
}

const pages = new Map<string, Entry>()

export const pageCacheStats = { hits: 0, stores: 0 }

export function pageCacheKey(url: URL, langCookie: string | undefined): string {
  return `${url.host}${url.pathname}${url.search}|${langCookie ?? ''}`
}

/** A fresh copy of the cached page (UTF-8) with `nonce` in place, or null. */
export function cachedPage(
  key: string,
  nonce: string,
): { body: Uint8Array<ArrayBuffer>; headers: [string, string][] } | null {
  const entry = pages.get(key)
  if (!entry) return null
  if (Date.now() - entry.storedAt >= freshMs()) {
    pages.delete(key)
    return null
  }
  pageCacheStats.hits++
  return { body: withNonce(entry.parts, nonce), headers: entry.headers }
}

/** Keeps a rendered page, split where its nonce was. Headers that are per response are not kept. */
export function storePage(key: string, html: string, nonce: string, headers: Headers): void {
  if (freshMs() === 0) return
  const kept: [string, string][] = []
  for (const [name, value] of headers) {
    if (name === 'content-security-policy' || name === 'set-cookie' || name === 'date' || name === 'content-length')
      continue
    kept.push([name, value])
  }
  pages.delete(key)
  const parts = html.split(nonce).map((part) => encoder.encode(part))
  pages.set(key, { parts, headers: kept, storedAt: Date.now() })
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
