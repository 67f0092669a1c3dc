import * as v from 'valibot'
import { clearPageCache } from '~/pipeline/page-cache.server'
import { edgeBindings } from '~/runtime/edge-bindings.server'
import { errorFields, log } from '~/runtime/log.server'
import { invalidateCms } from './cms-cache.server'

/**
 * Freshness across Cloudflare Workers isolates (decision 020). Each isolate keeps its own page and CMS
 * caches in memory, and Strapi's webhook reaches one isolate. That one writes a new content version to the KV
 * namespace `SITE_STATE` (wrangler.jsonc); every isolate reads the version at most once a second, before a request,
 * and drops its caches when it changed. On Node there is no KV binding and both functions do nothing: there the CMS
 * calls every instance's webhook (SITE_REVALIDATE_URL).
 */

const KEY = 'content-version'
const CHECK_EVERY_MS = 1000
const storedVersion = v.nullable(v.string())

/** The version this isolate's caches belong to; `undefined` until it has read one. */
let known: string | null | undefined
let checkedAt = Number.NEGATIVE_INFINITY

/** After a publish has dropped this isolate's caches: tells the others, through KV. */
export async function bumpContentVersion(): Promise<void> {
  const kv = edgeBindings().siteState
  if (!kv) return
  const version = `${Date.now().toString(36)}-${crypto.randomUUID()}`
  known = version
  checkedAt = Date.now()
  try {
    await kv.put(KEY, version)
  } catch (error) {
    log('error', 'revalidate.kv-write-failed', { error: errorFields(error) })
  }
}

/**
 * Before a request: when another isolate has published since this one last looked, this one's caches go too. A
 * request that comes while the check is throttled does not wait; a check that fails keeps the caches (their own
 * expiry still bounds how old a page can be).
 */
export async function syncContentVersion(now = Date.now()): Promise<void> {
  const kv = edgeBindings().siteState
  if (!kv || now - checkedAt < CHECK_EVERY_MS) return
  checkedAt = now
  try {
    const current = v.parse(storedVersion, await kv.get(KEY))
    if (known !== undefined && current !== known) {
      const dropped = invalidateCms(null) + clearPageCache()
      log('info', 'revalidate.from-other-isolate', { dropped })
    }
    known = current
  } catch (error) {
    log('error', 'revalidate.kv-read-failed', { error: errorFields(error) })
  }
}
