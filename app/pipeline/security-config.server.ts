import { site } from '~/config/site'
import type { AnalyticsProvider } from '~/runtime/analytics-config.server'
import { analyticsConfig } from '~/runtime/analytics-config.server'
import { siteEnv } from '~/runtime/env.server'
import { originOf, type SecurityConfig } from './security-headers'

/**
 * Where each provider's script sends to (the script itself is allowed through `strict-dynamic`). GA4's are the hosts
 * Google's CSP guide lists: collection goes to regional google-analytics.com and analytics.google.com hosts.
 */
const ANALYTICS_ORIGINS: Record<AnalyticsProvider, readonly string[]> = {
  plausible: ['https://plausible.io'],
  ga4: ['https://*.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
}

let cached: SecurityConfig | null = null

/** The security headers' configuration from the environment, read once. */
export function securityConfig(): SecurityConfig {
  if (cached) return cached
  const cms = originOf(siteEnv().STRAPI_URL) ?? 'http://127.0.0.1:1337'
  const media = originOf(siteEnv().STRAPI_MEDIA_URL) ?? cms
  // Only a usable configuration opens the policy: a broken one leaves analytics off (analytics-config.server.ts).
  const analytics = analyticsConfig()
  cached = {
    mediaOrigins: [media],
    adminOrigin: originOf(siteEnv().CMS_ADMIN_URL) ?? media,
    analyticsOrigins: analytics
      ? [...ANALYTICS_ORIGINS[analytics.provider], originOf(analytics.src)].filter((o): o is string => o !== null)
      : [],
    frameOrigins: [originOf(site.playlist.embedUrl)].filter((o): o is string => o !== null),
    https: siteEnv().SITE_URL.startsWith('https://'),
  }
  return cached
}
