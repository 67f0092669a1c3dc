/**
 * Lenis smooth scrolling (product.md: lerp 0.06, exponential ease-out) only on viewports ≥ 768 px and never under
 * `prefers-reduced-motion`. One instance for the page; the menu stops it while open.
 * Lenis is imported on demand so phones and reduced-motion visitors never download it.
 */
import type Lenis from 'lenis'

const SMOOTH_SCROLL_QUERY = '(min-width: 768px) and (prefers-reduced-motion: no-preference)'
const SMOOTH_SCROLL_LERP = 0.06

/** Exponential ease-out. */
function easeOutExpo(t: number): number {
  return t >= 1 ? 1 : 1 - 2 ** (-10 * t)
}

let instance: Lenis | null = null
let stopCount = 0

async function startSmoothScroll(): Promise<void> {
  if (instance) return
  const { default: LenisClass } = await import('lenis')
  if (instance || !window.matchMedia(SMOOTH_SCROLL_QUERY).matches) return
  instance = new LenisClass({ lerp: SMOOTH_SCROLL_LERP, easing: easeOutExpo, autoRaf: true })
  if (stopCount > 0) instance.stop()
}

function destroySmoothScroll(): void {
  instance?.destroy()
  instance = null
}

/** Pauses smooth scrolling (menu open, page unload). Calls nest: each `pause` needs one `resume`. */
export function pauseSmoothScroll(): void {
  stopCount += 1
  instance?.stop()
}

export function resumeSmoothScroll(): void {
  stopCount = Math.max(0, stopCount - 1)
  if (stopCount === 0) instance?.start()
}

/** Jumps to the top at once, with or without Lenis. */
export function jumpToTop(): void {
  if (instance) instance.scrollTo(0, { immediate: true, force: true })
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
}

/**
 * Smooth scrolling for the page, on both kinds of page (decision 055). Lenis is fetched at the visitor's first scroll
 * intent, not with the page: nothing to download before someone scrolls, and the first load stays lean (the first
 * wheel tick moves natively; the rest are smoothed). It follows the viewport across SMOOTH_SCROLL_QUERY, and pauses
 * while the page is put away (a page restored from the back/forward cache resumes).
 */
export function smoothScrollOnIntent(): () => void {
  const media = window.matchMedia(SMOOTH_SCROLL_QUERY)
  const intents = ['wheel', 'keydown', 'pointerdown', 'touchstart'] as const
  let wanted = false
  const listen = () => {
    for (const type of intents) window.addEventListener(type, onIntent, { passive: true })
  }
  // A load that fails (a press that navigates at once aborts it, a deploy replaced the chunk) leaves the page scrolling
  // natively, and the next intent tries again: not an error the page throws.
  const start = () => startSmoothScroll().catch(listen)
  const onIntent = () => {
    wanted = true
    for (const type of intents) window.removeEventListener(type, onIntent)
    if (media.matches) void start()
  }
  listen()
  const apply = () => {
    if (!media.matches) destroySmoothScroll()
    else if (wanted) void start()
  }
  media.addEventListener('change', apply)
  const onHide = () => pauseSmoothScroll()
  const onShow = (event: PageTransitionEvent) => {
    if (event.persisted) resumeSmoothScroll()
  }
  window.addEventListener('pagehide', onHide)
  window.addEventListener('pageshow', onShow)
  return () => {
    for (const type of intents) window.removeEventListener(type, onIntent)
    media.removeEventListener('change', apply)
    window.removeEventListener('pagehide', onHide)
    window.removeEventListener('pageshow', onShow)
    destroySmoothScroll()
  }
}
