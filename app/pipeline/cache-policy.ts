import { followsStoredLang } from '~/i18n/routes'

/**
 * HTTP caching of the site's responses (decision 008), as one pure decision: fresh for a CDN for 60 s and served stale
 * while it refreshes, never cached in browsers (an edit must show on the next visit), and never cached at all when
 * personal (preview mode, form answers) or an error.
 */
export type CacheInput = {
  method: string
  status: number
  pathname: string
  /** `router` for pages and server routes, `serverFn` for server functions. */
  handlerType: 'router' | 'serverFn'
  /** The response's own Cache-Control, if its handler set one (downloads, the sitemap, redirects): it wins. */
  existing: string | null
  preview: boolean
}

export type CacheHeaders = Record<string, string>

const SHARED_MAX_AGE_S = 60
const STALE_WHILE_REVALIDATE_S = 300

export function cacheHeaders(input: CacheInput): CacheHeaders {
  if (input.preview) return { 'Cache-Control': 'private, no-store' }
  if (input.existing) return {}
  if ((input.method !== 'GET' && input.method !== 'HEAD') || input.status !== 200) {
    return { 'Cache-Control': 'no-store' }
  }
  const shared = `max-age=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`
  const headers: CacheHeaders = {
    'Cache-Control': `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}`,
    'CDN-Cache-Control': `public, ${shared}`,
  }
  if (input.handlerType === 'router') {
    // The legal and not-found pages' shell follows the visitor's stored language (a cookie): caches must key on it.
    // No other page reads the cookie (decision 049).
    if (followsStoredLang(input.pathname)) headers.Vary = 'Cookie'
  }
  return headers
}
