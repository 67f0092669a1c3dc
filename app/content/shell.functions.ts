import { createServerFn } from '@tanstack/react-start'
import { getCookie } from '@tanstack/react-start/server'
import { isPreviewRequest } from '~/content/preview.server'
import { LANG_COOKIE, type Lang, langFromStored } from '~/i18n/lang'
import { type AnalyticsConfig, analyticsConfig } from '~/server/analytics-config.server'
import { markVariesByCookie } from '~/server/request-state.server'
import { publicSiteUrl } from '~/server/site-url.server'

export type ShellInfo = {
  /** Public origin for canonical and hreflang links, without a trailing slash. */
  siteUrl: string
  /** The visitor's stored language (cookie mirror of `localStorage.lang`), if any. */
  storedLang: Lang | null
  /** The analytics provider, if configured; the browser loads it only after statistics consent. */
  analytics: AnalyticsConfig | null
  /** Preview mode (drafts, from the CMS's preview button): the shell shows a banner with a way out. */
  preview: boolean
}

/**
 * What the shell needs from the server once per visit. `SITE_URL` is the public origin; without it (development)
 * the request's own origin is used.
 */
export const getShellInfo = createServerFn({ method: 'GET' }).handler((): ShellInfo => {
  // The answer depends on the language cookie: a shared cache must keep one copy per cookie, not hand one to all.
  markVariesByCookie()
  return {
    siteUrl: publicSiteUrl(),
    storedLang: langFromStored(getCookie(LANG_COOKIE)),
    analytics: analyticsConfig(),
    preview: isPreviewRequest(),
  }
})
