import { useMatch, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useConsent } from '~/lib/use-consent'

/**
 * Analytics follow the visitor's statistics choice, live: nothing loads before a yes (or ever, with Global Privacy
 * Control, which `useConsent` reads as a no); a later no unloads it. The loading code itself is fetched only then.
 */
export function Analytics() {
  const config = useMatch({ from: '__root__', select: (m) => m.loaderData?.analytics ?? null, shouldThrow: false })
  const consent = useConsent()
  const href = useRouterState({ select: (s) => s.location.href })
  const allowed = consent.decided && consent.consent.statistics
  const wasEnabled = useRef(false)

  useEffect(() => {
    if (!config) return
    if (allowed) {
      wasEnabled.current = true
      void import('~/lib/analytics').then((analytics) => analytics.enableAnalytics(config))
    } else if (wasEnabled.current || consent.decided) {
      // A withdrawn yes, or a stored no that must hold against a script another tab may have left behind.
      void import('~/lib/analytics').then((analytics) => analytics.disableAnalytics(config))
    }
  }, [config, allowed, consent.decided])

  useEffect(() => {
    if (!config || !allowed) return
    void import('~/lib/analytics').then((analytics) => analytics.trackPageView(config, window.location.origin + href))
  }, [config, allowed, href])

  return null
}
