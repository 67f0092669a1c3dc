import { useRouter } from '@tanstack/react-router'
import { getElementScrollRestorationEntry } from '@tanstack/router-core'
import { useEffect } from 'react'
import { HYDRATING_ATTRIBUTE } from '~/lib/early-clicks'
import { jumpToTop } from '~/lib/smooth-scroll'
import { smoothScrollOnIntent } from '~/lib/smooth-scroll-intent'

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
    // Back and forward: the router puts the window back as it renders the page, and a part whose code this visit has
    // not needed yet (a section jumped past) comes a moment later, making the page longer above or below that place:
    // put back again once every part is in, unless the visitor has moved on (decision 095).
    let stopWaiting: (() => void) | undefined
    const unrendered = router.subscribe('onRendered', () => {
      stopWaiting?.()
      stopWaiting = travelled ? restoreOnceWhole(router) : undefined
    })
    const unleaving = router.subscribe('onBeforeLoad', () => stopWaiting?.())
    const unsubscribe = router.subscribe('onResolved', (event) => {
      // Not on the page's first load, which the router resolves again as it hydrates: a visitor who scrolled while
      // the code arrived was thrown back to the top, and a click they aimed at a link landed elsewhere.
      if (!event.pathChanged || !event.fromLocation || travelled) return
      clearTimeout(timer)
      timer = setTimeout(jumpToTop, SCROLL_TO_TOP_DELAY_MS)
    })
    return () => {
      clearTimeout(timer)
      stopWaiting?.()
      unlisten()
      unrendered()
      unleaving()
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

/** What tells of a visitor scrolling by themselves. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Waits until no part of the page is still to come (`data-hydrating="part"`, components/hydrating), then scrolls the
 * window to where the router keeps this entry's place. Returns what stops the wait.
 */
function restoreOnceWhole(router: ReturnType<typeof useRouter>): () => void {
  const entry = getElementScrollRestorationEntry(router, { getElement: () => window })
  const selector = `[${HYDRATING_ATTRIBUTE}="part"]`
  if (!entry || !document.querySelector(selector)) return () => undefined
  const observer = new MutationObserver(() => {
    if (document.querySelector(selector)) return
    stop()
    if (Math.abs(window.scrollY - entry.scrollY) >= 1)
      window.scrollTo({ top: entry.scrollY, left: entry.scrollX, behavior: 'instant' })
  })
  const stop = () => {
    observer.disconnect()
    for (const type of OWN_SCROLL) window.removeEventListener(type, stop, true)
  }
  for (const type of OWN_SCROLL) window.addEventListener(type, stop, { capture: true, passive: true })
  observer.observe(document.body, { subtree: true, attributeFilter: [HYDRATING_ATTRIBUTE], childList: true })
  return stop
}
