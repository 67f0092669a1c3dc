/**
 * Loading and unloading the analytics script in the browser, only ever called after the visitor agreed to
 * statistics. Unloading (consent withdrawn) removes the script and sets the provider's own opt-out, so no later page
 * view is sent; agreeing again undoes it.
 */
export type ClientAnalytics = { provider: 'plausible' | 'ga4'; id: string; src: string }

const MARK = 'data-origin-analytics'

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

function gaDisableKey(id: string): string {
  return `ga-disable-${id}`
}

export function enableAnalytics(config: ClientAnalytics): void {
  if (config.provider === 'plausible') {
    try {
      localStorage.removeItem('plausible_ignore')
    } catch {
      // Blocked storage: nothing was ignored there either.
    }
  } else {
    Reflect.set(window, gaDisableKey(config.id), false)
    window.dataLayer = window.dataLayer ?? []
    window.gtag =
      window.gtag ??
      function gtag() {
        // gtag.js reads the `arguments` objects it finds in dataLayer.
        // biome-ignore lint/complexity/noArguments: the documented gtag shim pushes `arguments` itself.
        window.dataLayer?.push(arguments)
      }
    window.gtag('js', new Date())
    window.gtag('config', config.id, { anonymize_ip: true })
  }
  if (document.querySelector(`script[${MARK}]`)) return
  const script = document.createElement('script')
  script.src = config.src
  script.defer = true
  script.setAttribute(MARK, config.provider)
  if (config.provider === 'plausible') script.dataset.domain = config.id
  document.head.append(script)
}

export function disableAnalytics(config: ClientAnalytics): void {
  for (const script of document.querySelectorAll(`script[${MARK}]`)) script.remove()
  if (config.provider === 'plausible') {
    try {
      localStorage.setItem('plausible_ignore', 'true')
    } catch {
      // Without storage the removed script cannot come back on its own.
    }
    return
  }
  Reflect.set(window, gaDisableKey(config.id), true)
  // GA4's own cookies go too, on this host and its parent domain.
  const host = location.hostname
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim() ?? ''
    if (name !== '_ga' && !name.startsWith('_ga_')) continue
    for (const domain of ['', `; domain=${host}`, `; domain=.${host.split('.').slice(-2).join('.')}`]) {
      // biome-ignore lint/suspicious/noDocumentCookie: expiring third-party analytics cookies needs the classic API.
      document.cookie = `${name}=; Max-Age=0; path=/${domain}`
    }
  }
}

/** A client-side navigation: Plausible notices pushState itself, GA4 is told. */
export function trackPageView(config: ClientAnalytics, url: string): void {
  if (config.provider === 'ga4') window.gtag?.('event', 'page_view', { page_location: url })
}
