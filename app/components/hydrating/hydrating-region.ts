import { useEffect } from 'react'
import { HYDRATING_ATTRIBUTE } from '~/lib/early-clicks'

/*
 * A React page hydrates its screen in a pass of its own (the router renders each screen in a Suspense boundary). Until
 * then the screen is marked, and the early-click script keeps a click on it (lib/early-clicks.ts). The parts that
 * Start's `<Hydrate>` deferred (decisions 056, 095) went with home, about and the Creative Lab, which are pages without
 * React now (decision 132).
 */

/** The `id` of the shell's `<main>` (AppShell), around every screen. */
export const MAIN_ID = 'main'

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
