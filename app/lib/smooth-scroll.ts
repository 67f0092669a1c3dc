/**
 * Lenis smooth scrolling (product.md: lerp 0.06, exponential ease-out) only on viewports ≥ 768 px and never under
 * `prefers-reduced-motion`. One instance for the page; the menu stops it while open.
 * Lenis is imported on demand so phones and reduced-motion visitors never download it. This module is what the menu
 * needs (pause and resume); starting it is smooth-scroll-intent.ts, which a page without React fetches only on a wide
 * screen.
 */
import type Lenis from 'lenis'

/** Where smooth scrolling runs (product.md). */
export const SMOOTH_SCROLL_QUERY = '(min-width: 768px) and (prefers-reduced-motion: no-preference)'

/** The page's one Lenis and how many pauses hold it (the menu's, the page being put away). */
export const smoothScroll: { instance: Lenis | null; stops: number } = { instance: null, stops: 0 }

/** Pauses smooth scrolling (menu open, page unload). Calls nest: each `pause` needs one `resume`. */
export function pauseSmoothScroll(): void {
  smoothScroll.stops += 1
  smoothScroll.instance?.stop()
}

export function resumeSmoothScroll(): void {
  smoothScroll.stops = Math.max(0, smoothScroll.stops - 1)
  if (smoothScroll.stops === 0) smoothScroll.instance?.start()
}

/** Jumps to the top at once, with or without Lenis. */
export function jumpToTop(): void {
  smoothScroll.instance?.scrollTo(0, { immediate: true, force: true })
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
}
