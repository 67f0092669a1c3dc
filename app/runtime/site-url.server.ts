import { getRequestUrl } from '@tanstack/react-start/server'
import { siteEnv } from './env.server'

/**
 * The site's public origin without a trailing slash, for canonical links, hreflang, the sitemap and structured data.
 * `SITE_URL` in production; without it (development, tests) the request's own origin.
 */
export function publicSiteUrl(): string {
  return (siteEnv().SITE_URL || getRequestUrl().origin).replace(/\/+$/, '')
}
