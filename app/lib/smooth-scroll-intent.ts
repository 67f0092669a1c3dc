import { pauseSmoothScroll, resumeSmoothScroll, SMOOTH_SCROLL_QUERY, smoothScroll } from './smooth-scroll'

const SMOOTH_SCROLL_LERP = 0.06

/** Exponential ease-out. */
function easeOutExpo(t: number): number {
  return t >= 1 ? 1 : 1 - 2 ** (-10 * t)
}

async function startSmoothScroll(): Promise<void> {
  if (smoothScroll.instance) return
  const { default: LenisClass } = await import('lenis')
  if (smoothScroll.instance || !window.matchMedia(SMOOTH_SCROLL_QUERY).matches) return
  smoothScroll.instance = new LenisClass({ lerp: SMOOTH_SCROLL_LERP, easing: easeOutExpo, autoRaf: true })
  if (smoothScroll.stops > 0) smoothScroll.instance.stop()
}

function destroySmoothScroll(): void {
  smoothScroll.instance?.destroy()
  smoothScroll.instance = null
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
