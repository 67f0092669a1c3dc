import { createServerFn } from '@tanstack/react-start'
import { previewScope } from '~/content/preview.server'
import { languageMissingOf, type PublishState, publishStateOf } from '~/content/strapi.server'
import type { Lang } from '~/i18n/lang'
import { type AnalyticsConfig, analyticsConfig } from '~/runtime/analytics-config.server'
import { publicSiteUrl } from '~/runtime/site-url.server'

export type ShellInfo = {
  /** Public origin for canonical and hreflang links, without a trailing slash. */
  siteUrl: string
  /** The analytics provider, if configured; the browser loads it only after statistics consent. */
  analytics: AnalyticsConfig | null
  /**
   * The page previewed with drafts (the CMS's preview button), if this is it, and whether its document has changes
   * that are not published (decision 104; null when the CMS cannot say): its banner says which, and offers a way out;
   * and the site language the document has no version in, whose page does not show it (issue 62.2).
   */
  preview: { path: string; state: PublishState | null; missingIn: Lang | null } | null
}

/**
 * What the shell needs from the server once per visit. `SITE_URL` is the public origin; without it (development)
 * the request's own origin is used. The same for every visitor: it reads no cookie but preview mode's (which is never
 * cached), so a shared cache keeps one copy (decision 049).
 */
export const getShellInfo = createServerFn({ method: 'GET' }).handler(async (): Promise<ShellInfo> => {
  const scope = previewScope()
  const [state, missingIn] = scope ? await Promise.all([publishStateOf(scope), languageMissingOf(scope)]) : [null, null]
  return {
    siteUrl: publicSiteUrl(),
    analytics: analyticsConfig(),
    preview: scope ? { path: scope.path, state, missingIn } : null,
  }
})
