import { createServerFn } from '@tanstack/react-start'
import { getCookie, getRequestUrl } from '@tanstack/react-start/server'
import { LANG_COOKIE, type Lang, langFromStored } from '~/i18n/lang'

export type ShellInfo = {
  /** Public origin for canonical and hreflang links, without a trailing slash. */
  siteUrl: string
  /** The visitor's stored language (cookie mirror of `localStorage.lang`), if any. */
  storedLang: Lang | null
}

/**
 * What the shell needs from the server once per visit. `SITE_URL` is the public origin; without it (development)
 * the request's own origin is used.
 */
export const getShellInfo = createServerFn({ method: 'GET' }).handler((): ShellInfo => {
  const configured = process.env.SITE_URL?.trim()
  const siteUrl = (configured && configured.length > 0 ? configured : getRequestUrl().origin).replace(/\/+$/, '')
  return { siteUrl, storedLang: langFromStored(getCookie(LANG_COOKIE)) }
})
