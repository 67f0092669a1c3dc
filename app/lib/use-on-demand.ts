import { useCallback, useRef, useState } from 'react'

/**
 * A piece of the page whose code is fetched when a visitor is about to need it (a pointer over its button, focus, a
 * touch, a click), not with the page: every page's JavaScript is measured against a bar (decision 045). `importer` is a
 * module-level function (`() => import('./Menu').then((m) => m.Menu)`). `load()` may be called as often as you like:
 * it fetches once, and again after a failure (a flaky network, a deploy that replaced the chunk), so the next gesture
 * retries. `loaded` is what the importer gave, or null until then.
 */
export function useOnDemand<T>(importer: () => Promise<T>): { loaded: T | null; load: () => Promise<void> } {
  // Boxed: a component is a function, which useState would take for an updater.
  const [loaded, setLoaded] = useState<{ value: T } | null>(null)
  const pending = useRef<Promise<void> | null>(null)
  const load = useCallback(() => {
    pending.current ??= importer().then(
      (value) => setLoaded({ value }),
      () => {
        pending.current = null
      },
    )
    return pending.current
  }, [importer])
  return { loaded: loaded?.value ?? null, load }
}
