/**
 * Loading and unloading the analytics script in the browser, only ever asked for after the visitor agreed to
 * statistics (components/consent/Analytics.tsx fetches this module only once a choice exists). Unloading (consent
 * withdrawn) removes the script and sets the provider's own opt-out, so no later page view is sent; agreeing again
 * undoes it. The small pure helpers are exported for the unit tests.
 */
import type { AnalyticsConfig } from '~/runtime/analytics-config.server'

export type { AnalyticsConfig }

export type AnalyticsController = {
  /** Statistics allowed: lift the opt-out and make sure the provider's script is in the page. */
  enable(): void
  /** Statistics refused or withdrawn: remove the script, set the opt-out, expire the provider's cookies. */
  disable(): void
  /** A page view, called on every router location while enabled (GA4 only: Plausible follows pushState itself). */
  pageView(url: string): void
}

/** Marks the element this module added, so nothing else's scripts are ever touched. */
export const SCRIPT_MARK = 'data-origin-analytics'
/** Plausible's documented opt-out: its script sends nothing while this local-storage entry is 'true'. */
export const PLAUSIBLE_IGNORE = 'plausible_ignore'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

/** GA4's documented opt-out: gtag.js sends nothing for the measurement id while `window['ga-disable-<id>']` is true. */
export function gaDisableKey(id: string): string {
  return `ga-disable-${id}`
}

/** GA4's first-party cookies: `_ga` (the client id) and `_ga_<container>` (the session). */
export function isGaCookie(name: string): boolean {
  return name === '_ga' || name.startsWith('_ga_')
}

/**
 * The `domain` attributes a cookie on this host may have been set with: none (host-only) and every parent domain,
 * since gtag.js sets its cookies on the highest domain the browser accepts. Browsers ignore the ones they would not
 * have accepted (public suffixes), so trying them all is safe. An IP address only has host-only cookies.
 */
export function cookieDomains(hostname: string): string[] {
  if (hostname === '' || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return ['']
  const labels = hostname.split('.')
  const parents = labels.slice(0, -1).map((_, i) => `.${labels.slice(i).join('.')}`)
  return ['', ...parents]
}

/** The `document.cookie` assignments that expire every GA4 cookie in `cookieHeader` under each possible domain. */
export function gaCookieExpiries(cookieHeader: string, hostname: string): string[] {
  const names = new Set(
    cookieHeader
      .split(';')
      .map((pair) => pair.split('=')[0]?.trim() ?? '')
      .filter(isGaCookie),
  )
  return [...names].flatMap((name) =>
    cookieDomains(hostname).map((domain) => `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`),
  )
}

function setPlausibleIgnore(ignore: boolean): void {
  try {
    if (ignore) localStorage.setItem(PLAUSIBLE_IGNORE, 'true')
    else localStorage.removeItem(PLAUSIBLE_IGNORE)
  } catch {
    // Storage blocked: Plausible cannot read the flag either; removing its script is then all there is.
  }
}

/** The official gtag snippet, as code instead of an inline script (the CSP allows no inline scripts). */
function installGtag(id: string): void {
  window.dataLayer = window.dataLayer ?? []
  if (window.gtag) return
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` objects it finds in dataLayer, not arrays.
    // biome-ignore lint/complexity/noArguments: the documented gtag shim pushes `arguments` itself.
    window.dataLayer?.push(arguments)
  }
  window.gtag('js', new Date())
  // Page views are sent by pageView() for the first page too, so each one is counted exactly once.
  window.gtag('config', id, { send_page_view: false })
}

export function createAnalytics(config: AnalyticsConfig): AnalyticsController {
  /**
   * The element once added. A script runs only once per page: after an unload the same element is put back on a
   * second yes, so the provider's code (which hooks history.pushState) never runs twice and double-counts.
   */
  let script: HTMLScriptElement | null = null
  let enabled = false

  return {
    enable() {
      enabled = true
      if (config.provider === 'plausible') setPlausibleIgnore(false)
      else {
        Reflect.set(window, gaDisableKey(config.id), false)
        installGtag(config.id)
      }
      if (!script) {
        script = document.createElement('script')
        script.async = true
        script.src = config.src
        script.setAttribute(SCRIPT_MARK, config.provider)
        if (config.provider === 'plausible') script.dataset.domain = config.id
      }
      if (!script.isConnected) document.head.append(script)
    },

    disable() {
      enabled = false
      script?.remove()
      // One left by an earlier instance of this module (a hot reload) goes too.
      for (const stray of document.querySelectorAll(`script[${SCRIPT_MARK}]`)) stray.remove()
      if (config.provider === 'plausible') {
        setPlausibleIgnore(true)
        return
      }
      Reflect.set(window, gaDisableKey(config.id), true)
      for (const expiry of gaCookieExpiries(document.cookie, location.hostname)) {
        // biome-ignore lint/suspicious/noDocumentCookie: expiring the provider's cookies needs the classic API.
        document.cookie = expiry
      }
    },

    pageView(url) {
      if (enabled && config.provider === 'ga4') window.gtag?.('event', 'page_view', { page_location: url })
    },
  }
}
