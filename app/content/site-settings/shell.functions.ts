import { createServerFn } from '@tanstack/react-start'
import { previewedPage } from '~/content/preview.server'
import { type AnalyticsConfig, analyticsConfig } from '~/runtime/analytics-config.server'
import { publicSiteUrl } from '~/runtime/site-url.server'

export type ShellInfo = {
  /** Public origin for canonical and hreflang links, without a trailing slash. */
  siteUrl: string
  /** The analytics provider, if configured; the browser loads it only after statistics consent. */
  analytics: AnalyticsConfig | null
  /** The page previewed with drafts (the CMS's preview button), if this is it: its banner offers a way out. */
  preview: string | null
}

/**
 * What the shell needs from the server once per visit. `SITE_URL` is the public origin; without it (development)
 * the request's own origin is used. The same for every visitor: it reads no cookie but preview mode's (which is never
 * cached), so a shared cache keeps one copy (decision 049).
 */
export const getShellInfo = createServerFn({ method: 'GET' }).handler((): ShellInfo => {
  return {
    siteUrl: publicSiteUrl(),
    analytics: analyticsConfig(),
    preview: previewedPage(),
  }
})
