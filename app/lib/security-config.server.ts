import { site } from '~/config/site'
import { originOf, type SecurityConfig } from './security-headers'

/** Analytics endpoints per provider (the script itself is allowed through `strict-dynamic`). */
const ANALYTICS_ORIGINS: Record<string, readonly string[]> = {
  plausible: ['https://plausible.io'],
  ga4: ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://region1.google-analytics.com'],
}

let cached: SecurityConfig | null = null

/** The security headers' configuration from the environment, read once. */
export function securityConfig(): SecurityConfig {
  if (cached) return cached
  const cms = originOf(process.env.STRAPI_URL) ?? 'http://127.0.0.1:1337'
  const media = originOf(process.env.STRAPI_MEDIA_URL) ?? cms
  const provider = process.env.ANALYTICS_PROVIDER?.trim() ?? ''
  const analyticsSrc = originOf(process.env.ANALYTICS_SRC)
  cached = {
    mediaOrigins: [media],
    adminOrigin: originOf(process.env.CMS_ADMIN_URL) ?? media,
    analyticsOrigins: [...(ANALYTICS_ORIGINS[provider] ?? []), ...(provider && analyticsSrc ? [analyticsSrc] : [])],
    frameOrigins: [originOf(site.playlist.embedUrl)].filter((o): o is string => o !== null),
    https: process.env.SITE_URL?.trim().startsWith('https://') ?? false,
  }
  return cached
}
