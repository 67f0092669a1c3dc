import { useMatch, useRouterState } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import type { AnalyticsController } from '~/components/consent/analytics'
import { useConsent } from '~/components/consent/use-consent'

/**
 * Analytics follow the visitor's statistics choice, live: nothing loads before a yes (nor ever on the server, nor
 * with Global Privacy Control, which `useConsent` reads as a no); a later no unloads it. The loading code itself is
 * fetched only once a choice exists, so visitors who never choose never download it.
 */
export function Analytics() {
  const config = useMatch({ from: '__root__', select: (m) => m.loaderData?.analytics ?? null, shouldThrow: false })
  const consent = useConsent()
  const href = useRouterState({ select: (s) => s.location.href })
  const allowed = consent.decided && consent.consent.statistics
  const controller = useRef<Promise<AnalyticsController> | null>(null)

  // The root loader's data never reloads (`shouldReload: false`), so these are one provider for the whole visit.
  const provider = config?.provider
  const id = config?.id
  const src = config?.src

  useEffect(() => {
    if (!provider || !id || !src || !consent.decided) return
    controller.current ??= import('~/components/consent/analytics').then((m) =>
      m.createAnalytics({ provider, id, src }),
    )
    const loading = controller.current
    // A no is applied too, not only a withdrawn yes: it clears what an earlier yes may have left (GA cookies), and
    // the shared opt-out flag also stops a script still running in another tab.
    loading.then(
      (analytics) => (allowed ? analytics.enable() : analytics.disable()),
      () => {
        // Its code did not come (the page was left as it loaded, a deploy replaced it): the next choice tries again.
        if (controller.current === loading) controller.current = null
      },
    )
  }, [provider, id, src, consent.decided, allowed])

  // Declared after the effect above, so on the first yes the controller is enabled before this page is counted.
  useEffect(() => {
    if (!allowed) return
    // A failed load is the effect's above to answer.
    controller.current?.then((analytics) => analytics.pageView(window.location.origin + href)).catch(() => undefined)
  }, [allowed, href])

  return null
}
