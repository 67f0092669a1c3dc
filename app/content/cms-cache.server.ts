/**
 * The site's short memory of CMS answers (decision 008): each GET's JSON body is kept for `CMS_CACHE_SECONDS` (60 s)
 * and served from memory meanwhile, so a page rendered a moment ago costs the CMS nothing. After that it is served
 * stale while one background request refreshes it, and it keeps being served when the CMS fails (for up to a day), so a
 * CMS outage shows yesterday's content rather than an error. Publishing in Strapi calls the site's webhook, which drops
 * the affected entries at once (`invalidateCms`).
 *
 * Bodies are kept raw and parsed by the caller's schema on every use: the cache never hands out a type it did not
 * check. Drafts (preview mode) never enter it.
 */

import { inBackground } from '~/runtime/background.server'
import { siteEnv } from '~/runtime/env.server'
import { log } from '~/runtime/log.server'
import { metrics } from '~/runtime/metrics.server'

type Entry = { body: unknown; storedAt: number; tag: string }

const freshMs = () => siteEnv().CMS_CACHE_SECONDS * 1000
const MAX_STALE_MS = 24 * 60 * 60 * 1000
const MAX_ENTRIES = 1000
const MAX_MISSES = 200

/** Answers with content: what pages are made of, and what stands in while the CMS is down. */
const entries = new Map<string, Entry>()
/**
 * Answers with nothing in them (an unknown slug, a logo id that is no logo), kept apart: anyone can ask for
 * endless made-up ones, and in the one map they pushed the real content out, so pages were fetched again inside their
 * fresh minute and the stale copies that serve visitors during an outage were gone.
 */
const misses = new Map<string, Entry>()
const refreshing = new Map<string, Promise<unknown>>()

/** A list answer with no item (`{ data: [] }`): what every lookup of something that does not exist gets. */
function isEmptyList(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !('data' in body)) return false
  return Array.isArray(body.data) && body.data.length === 0
}

function remember(key: string, tag: string, body: unknown) {
  entries.delete(key)
  misses.delete(key)
  const store = isEmptyList(body) ? misses : entries
  store.set(key, { body, storedAt: Date.now(), tag })
  // Oldest first out: a Map iterates in insertion order and every write re-inserts.
  const max = store === misses ? MAX_MISSES : MAX_ENTRIES
  while (store.size > max) {
    const oldest = store.keys().next().value
    if (oldest === undefined) break
    store.delete(oldest)
  }
}

/** One request per key at a time: concurrent renders of a cold page share the CMS call. */
function load(key: string, tag: string, fetchBody: () => Promise<unknown>): Promise<unknown> {
  const pending = refreshing.get(key)
  if (pending) return pending
  const promise = fetchBody()
    .then((body) => {
      remember(key, tag, body)
      return body
    })
    .finally(() => refreshing.delete(key))
  refreshing.set(key, promise)
  return promise
}

/**
 * The JSON body for `key` (the request URL): fresh from memory, stale from memory while refreshing, or fetched.
 * `tag` is the content type's API name (`projects`, `blogs`, …), which publishing invalidates by.
 */
export async function cachedCmsBody(key: string, tag: string, fetchBody: () => Promise<unknown>): Promise<unknown> {
  const entry = entries.get(key) ?? misses.get(key)
  const age = entry ? Date.now() - entry.storedAt : Number.POSITIVE_INFINITY
  if (entry && age < freshMs()) {
    metrics().cmsCache('fresh')
    return entry.body
  }
  if (entry && age < MAX_STALE_MS) {
    metrics().cmsCache('stale')
    const refresh = load(key, tag, fetchBody).catch((error: unknown) => {
      // A CmsError keeps its full story (URL, status) in `detail`.
      const detail = error instanceof Error && 'detail' in error ? String(error.detail) : String(error)
      log('warn', 'cms.cache-stale', { detail })
    })
    // The response does not wait for the refresh; on Workers it must still be allowed to finish.
    inBackground(refresh)
    return entry.body
  }
  metrics().cmsCache('miss')
  try {
    return await load(key, tag, fetchBody)
  } catch (error) {
    // Older than a day, but still better than nothing while the CMS is down.
    if (entry) {
      return entry.body
    }
    throw error
  }
}

/** Drops every entry of the given tags (all entries when `tags` is null). Returns how many were dropped. */
export function invalidateCms(tags: readonly string[] | null): number {
  let dropped = 0
  for (const store of [entries, misses]) {
    for (const [key, entry] of store) {
      if (tags === null || tags.includes(entry.tag)) {
        store.delete(key)
        dropped++
      }
    }
  }
  return dropped
}

/** How many CMS answers with content are in memory: what pages can still be made of while the CMS is away. */
export function cachedCmsAnswers(): number {
  return entries.size
}
