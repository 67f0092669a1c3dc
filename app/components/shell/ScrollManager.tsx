import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import {
  destroySmoothScroll,
  jumpToTop,
  pauseSmoothScroll,
  resumeSmoothScroll,
  SMOOTH_SCROLL_QUERY,
  startSmoothScroll,
} from '~/lib/smooth-scroll'

/** product.md: scroll to the top 1 ms after each route change. */
const SCROLL_TO_TOP_DELAY_MS = 1

/**
 * Scroll behaviour of product.md section 2: to the top after each route change and on unload; smooth scrolling only on
 * wide screens without reduced motion, paused on unload.
 */
export function ScrollManager() {
  const router = useRouter()

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = router.subscribe('onResolved', (event) => {
      // Not on the page's first load, which the router resolves again as it hydrates: a visitor who scrolled while
      // the code arrived was thrown back to the top, and a click they aimed at a link landed elsewhere (issue 28).
      if (!event.pathChanged || !event.fromLocation) return
      clearTimeout(timer)
      timer = setTimeout(jumpToTop, SCROLL_TO_TOP_DELAY_MS)
    })
    return () => {
      clearTimeout(timer)
      unsubscribe()
    }
  }, [router])

  useEffect(() => {
    // Marks the page as interactive: end-to-end tests wait for it, and CSS may use it for enhancements.
    document.documentElement.dataset.hydrated = 'true'
    const media = window.matchMedia(SMOOTH_SCROLL_QUERY)
    // Lenis is fetched at the visitor's first scroll intent, not with the page: nothing to download before someone
    // scrolls, and the page's first load stays lean. (The first wheel tick moves natively; the rest are smoothed.)
    const intents = ['wheel', 'keydown', 'pointerdown', 'touchstart'] as const
    let wanted = false
    const onIntent = () => {
      wanted = true
      for (const type of intents) window.removeEventListener(type, onIntent)
      if (media.matches) void startSmoothScroll()
    }
    for (const type of intents) window.addEventListener(type, onIntent, { passive: true })
    const apply = () => {
      if (!media.matches) destroySmoothScroll()
      else if (wanted) void startSmoothScroll()
    }
    media.addEventListener('change', apply)
    const onUnload = () => {
      pauseSmoothScroll()
      jumpToTop()
    }
    // A page restored from the back/forward cache was paused on its way out.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) resumeSmoothScroll()
    }
    window.addEventListener('pagehide', onUnload)
    window.addEventListener('pageshow', onShow)
    return () => {
      for (const type of intents) window.removeEventListener(type, onIntent)
      media.removeEventListener('change', apply)
      window.removeEventListener('pagehide', onUnload)
      window.removeEventListener('pageshow', onShow)
      destroySmoothScroll()
    }
  }, [])

  return null
}
