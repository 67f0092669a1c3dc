import { getRequestUrl } from '@tanstack/react-start/server'

/**
 * The site's public origin without a trailing slash, for canonical links, hreflang, the sitemap and structured data.
 * `SITE_URL` in production; without it (development, tests) the request's own origin.
 */
export function publicSiteUrl(): string {
  const configured = process.env.SITE_URL?.trim()
  return (configured && configured.length > 0 ? configured : getRequestUrl().origin).replace(/\/+$/, '')
}
