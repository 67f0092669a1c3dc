import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { jumpToTop, smoothScrollOnIntent } from '~/lib/smooth-scroll'

/** product.md: scroll to the top 1 ms after each route change. */
const SCROLL_TO_TOP_DELAY_MS = 1

/**
 * Scroll behaviour of product.md section 2: to the top after each route change to a new page; smooth scrolling only on
 * wide screens without reduced motion. Not to the top on unload, nor on back and forward, as product.md had it: they
 * return to where the visitor was (decision 055).
 */
export function ScrollManager() {
  const router = useRouter()

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // Back and forward return to where the visitor was (the router's scroll restoration puts the page there): only a
    // new page starts at the top (decision 055).
    let travelled = false
    const unlisten = router.history.subscribe(({ action }) => {
      travelled = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO'
    })
    const unsubscribe = router.subscribe('onResolved', (event) => {
      // Not on the page's first load, which the router resolves again as it hydrates: a visitor who scrolled while
      // the code arrived was thrown back to the top, and a click they aimed at a link landed elsewhere.
      if (!event.pathChanged || !event.fromLocation || travelled) return
      clearTimeout(timer)
      timer = setTimeout(jumpToTop, SCROLL_TO_TOP_DELAY_MS)
    })
    return () => {
      clearTimeout(timer)
      unlisten()
      unsubscribe()
    }
  }, [router])

  useEffect(() => {
    // Marks the page as interactive: end-to-end tests wait for it, and CSS may use it for enhancements.
    document.documentElement.dataset.hydrated = 'true'
    return smoothScrollOnIntent()
  }, [])

  return null
}
