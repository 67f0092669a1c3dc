import { load, visible } from '@tanstack/react-start/hydration'
import { type RefObject, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { HYDRATING_ATTRIBUTE } from '~/lib/early-clicks'

/*
 * Parts of a React page whose code comes later (decision 056) are Start's `<Hydrate>` boundaries: the server
 * renders them in full, the compiler moves their children's code into a chunk of its own, and the browser fetches it
 * and hydrates them as a visitor scrolls near. `visible()` only: in the pinned Start (1.169.5) the strategies built on
 * its generic boundary (`interaction()`, `idle()`, `media()`, `condition()`) put a copy of the server's HTML in place
 * of the server's own nodes as the page hydrates, which loses what a visitor typed and what the page's scripts set.
 */

/** How far below the window a part's code starts coming for a visitor scrolling towards it. */
const NEAR_MARGIN = '300px'

/** Near the window. Made once: a strategy is an object its boundary's effects depend on. */
const nearView = visible({ rootMargin: NEAR_MARGIN })

const noSubscription = () => () => undefined

/**
 * When a part hydrates (decision 095): near the window when React hydrates it from the server's HTML, at once when the
 * browser renders it (a client navigation, Back and Forward included), where there is no server HTML to keep and the
 * route's loader has brought its code. A part left empty until near the window made home 5,140 px tall when the router
 * put a visitor back where they were, 3,700 px above it on a laptop and in the footer on a phone.
 *
 * Chosen once, as the part mounts: React's store hook reads `false` while it hydrates and `true` in a render of the
 * browser's own. It renders the part again once hydrated: a part keeps its `<Hydrate>` element in `useMemo`, so that
 * render stops short of the boundary, which React would otherwise give up and render empty.
 */
export function usePartStrategy() {
  const renderedByBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [strategy] = useState(() => (renderedByBrowser ? load() : nearView))
  return strategy
}

/** The `id` of the shell's `<main>` (AppShell), around every screen. */
const MAIN_ID = 'main'

/**
 * Props for the shell's `<main>` on a React page: marked until the screen in it has hydrated. The router renders each
 * screen in a Suspense boundary of its own, which React may hydrate in a pass after the shell's; a click on the screen
 * in between reaches no handler, and the early-click script keeps it (lib/early-clicks.ts).
 */
export const screenHydratingProps = { [HYDRATING_ATTRIBUTE]: 'screen' } as const

/**
 * Called by every screen React hydrates (a screen that does not leaves its clicks waiting, and the e2e suite's
 * `waitForContentHydration` with them): its effect runs once React has committed the screen, and the mark goes.
 */
export function useScreenHydrated(): void {
  useEffect(() => document.getElementById(MAIN_ID)?.removeAttribute(HYDRATING_ATTRIBUTE), [])
}

type Region<T extends HTMLElement> = {
  /** For the element around the part: its ref and the mark the early-click script reads (lib/early-clicks.ts). */
  region: { ref: RefObject<T | null>; [HYDRATING_ATTRIBUTE]: 'part' }
  /** For `<Hydrate onHydrated>`: React has committed the part, the mark goes. */
  onHydrated: () => void
}

/** A part `<Hydrate>` defers, marked until React has hydrated it. */
export function useHydratingRegion<T extends HTMLElement>(): Region<T> {
  const ref = useRef<T>(null)
  const onHydrated = useCallback(() => ref.current?.removeAttribute(HYDRATING_ATTRIBUTE), [])
  return { region: { ref, [HYDRATING_ATTRIBUTE]: 'part' }, onHydrated }
}
