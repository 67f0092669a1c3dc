import type { AnalyticsConfig, AnalyticsController } from './analytics'
import { CONSENT_KEYS, type ConsentState, globalPrivacyControl, readConsent } from './consent'
import { CONSENT_CHANGED } from './consent-events'

const consentKeys: ReadonlySet<string> = new Set(Object.values(CONSENT_KEYS))

/** The analytics configuration the server wrote on the document script (DocumentAssets.tsx), if any. */
export function analyticsConfigOf(value: string | undefined): AnalyticsConfig | null {
  if (!value) return null
  try {
    const config: unknown = JSON.parse(value)
    if (typeof config !== 'object' || config === null) return null
    const provider = Reflect.get(config, 'provider')
    const id = Reflect.get(config, 'id')
    const src = Reflect.get(config, 'src')
    if ((provider !== 'plausible' && provider !== 'ga4') || typeof id !== 'string' || typeof src !== 'string')
      return null
    return { provider, id, src }
  } catch {
    return null
  }
}

/**
 * The visitor's cookie choice, now and at every change, in this tab (the popup's event) or another one (a choice
 * withdrawn in one tab must stop third-party code in the others too; `key` is null when another tab cleared the whole
 * storage). Returns what stops it.
 */
export function watchConsent(apply: (state: ConsentState) => void): () => void {
  const read = () => apply(readConsent(window.localStorage, globalPrivacyControl()))
  const readIfConsent = (event: StorageEvent) => {
    if (event.key === null || consentKeys.has(event.key)) read()
  }
  read()
  window.addEventListener(CONSENT_CHANGED, read)
  window.addEventListener('storage', readIfConsent)
  return () => {
    window.removeEventListener(CONSENT_CHANGED, read)
    window.removeEventListener('storage', readIfConsent)
  }
}

/**
 * Analytics on a page without React (decision 055), as components/consent/Analytics.tsx does on a React page: nothing
 * loads before a yes to statistics (nor with Global Privacy Control), a later no unloads it, in this tab or another,
 * and the page is counted once. The loading code is fetched only once a choice exists.
 */
export function followConsent(config: AnalyticsConfig): void {
  let controller: Promise<AnalyticsController> | undefined
  let counted = false
  watchConsent((state) => {
    if (!state.decided) return
    controller ??= import('./analytics').then((m) => m.createAnalytics(config))
    const loading = controller
    const allowed = state.consent.statistics
    loading.then(
      (analytics) => {
        if (!allowed) return analytics.disable()
        analytics.enable()
        if (!counted) analytics.pageView(window.location.href)
        counted = true
      },
      () => {
        // Its code did not come (the page was left as it loaded, a deploy replaced it): the next choice tries again.
        if (controller === loading) controller = undefined
      },
    )
  })
}
