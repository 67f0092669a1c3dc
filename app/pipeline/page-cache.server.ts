import { langFromStored } from '~/i18n/lang'
import { siteEnv } from '~/runtime/env.server'

/**
 * Rendered pages kept in memory for 60 s (decision 008: a page rendered a moment ago is served without rendering again
 * and without asking the CMS). Only anonymous, successful GETs of pages are kept; preview mode and form answers never
 * are. The page is stored split where its CSP nonce was and joined around a fresh one on every hit, so even a cached
 * page never repeats a nonce. Publishing (the revalidate webhook) clears it. When full, the page used longest ago
 * goes: a flood of one-off addresses pushes out each other, not the pages visitors keep asking for (first in, first
 * out let 320 made-up queries in 3 s evict every real page).
 */
/** PAGE_CACHE_SECONDS=0 turns it off (the bench's cold figures). */
const freshMs = () => siteEnv().PAGE_CACHE_SECONDS * 1000
const MAX_ENTRIES = 300

/**
 * A page is kept as UTF-8 bytes split where its nonce goes, and a hit streams those parts with a fresh nonce between
 * them. Handing `Response` a 70 KB string made it re-check and re-encode the whole page on every hit; joining the
 * parts into a fresh 50–80 KB buffer per hit allocated so much memory outside V8's heap that, once the server had
 * served a while, V8 ran a full collection every few dozen hits (cached throughput halved). The parts are views of
 * one stored buffer, so a hit allocates only the stream and the nonce.
 */
type Entry = { parts: Uint8Array[]; length: number; headers: [string, string][]; storedAt: number }

const encoder = new TextEncoder()

function withNonce(entry: Entry, nonce: string): { body: ReadableStream<Uint8Array>; length: number } {
  const nonceBytes = encoder.encode(nonce)
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      entry.parts.forEach((part, index) => {
        if (index > 0) controller.enqueue(nonceBytes)
        if (part.length > 0) controller.enqueue(part)
      })
      controller.close()
    },
  })
  return { body, length: entry.length + nonceBytes.length * (entry.parts.length - 1) }
}

const pages = new Map<string, Entry>()

/**
 * What one cached copy stands for: the page's path, the search as the page reads it (`pageSearch`, so a query it does
 * not read is no new copy), and, for the pages that follow the visitor's stored language, that language's cookie
 * (`langCookie`: `null` for every other page), as the page reads it (`langFromStored`): no cookie, English (an empty
 * one) or Norwegian (any other value), so a made-up cookie is no new copy either.
 * The host is part of the key only without `SITE_URL`, where links are made from it (development); in production
 * every Host gets the same page, and a client's made-up Host is no new copy either.
 */
export function pageCacheKey(page: {
  host: string
  pathname: string
  search: string
  langCookie: string | undefined | null
}): string {
  const host = siteEnv().SITE_URL ? '' : page.host
  const cookie = page.langCookie === null ? '' : `|lang=${langFromStored(page.langCookie) ?? 'none'}`
  return `${host}${page.pathname}${page.search}${cookie}`
}

/** The cached page (UTF-8, `length` bytes) with `nonce` in place, or null. */
export function cachedPage(
  key: string,
  nonce: string,
): { body: ReadableStream<Uint8Array>; length: number; headers: [string, string][] } | null {
  const entry = pages.get(key)
  if (!entry) return null
  pages.delete(key)
  if (Date.now() - entry.storedAt >= freshMs()) return null
  // Used now: to the back of the line, last to go.
  pages.set(key, entry)
  return { ...withNonce(entry, nonce), headers: entry.headers }
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
  // One buffer for the whole page, and each part a view of it.
  const encoded = html.split(nonce).map((text) => encoder.encode(text))
  const page = new Uint8Array(encoded.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  const parts = encoded.map((part) => {
    page.set(part, offset)
    offset += part.length
    return page.subarray(offset - part.length, offset)
  })
  pages.set(key, { parts, length: page.length, headers: kept, storedAt: Date.now() })
  while (pages.size > MAX_ENTRIES) {
    const leastUsed = pages.keys().next().value
    if (leastUsed === undefined) break
    pages.delete(leastUsed)
  }
}

/** How many pages are kept now (readiness reports it). */
export function cachedPageCount(): number {
  return pages.size
}

export function clearPageCache(): number {
  const count = pages.size
  pages.clear()
  return count
}
