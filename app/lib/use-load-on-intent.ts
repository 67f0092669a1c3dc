import { type RefObject, useEffect } from 'react'

/**
 * What says a visitor is about to use a part of the page: the pointer over it, a touch, focus or typing inside it.
 * Heard on the window as they start out, so that an event React stops at its root still counts.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input'] as const

/** How far below the window a part starts loading for a visitor scrolling towards it (`near`). */
const NEAR_MARGIN = '300px'

/**
 * Calls `load` once a visitor reaches for the element in `ref`, or, with `near`, once it comes within NEAR_MARGIN of
 * the window: for code a page does not need until then (decision 045). `load` is called once.
 */
export function useLoadOnIntent(ref: RefObject<HTMLElement | null>, load: () => void, near = false): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    // Focus that came before this page hydrated (a visitor already typing in its form) is intent too.
    if (element.contains(document.activeElement)) {
      load()
      return
    }
    let done = false
    const observer = near
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
          rootMargin: `0px 0px ${NEAR_MARGIN} 0px`,
        })
      : null
    observer?.observe(element)
    const options = { capture: true, passive: true }
    const onEvent = (event: Event) => event.target instanceof Node && element.contains(event.target) && go()
    for (const type of INTENT_EVENTS) window.addEventListener(type, onEvent, options)
    function stop() {
      done = true
      observer?.disconnect()
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onEvent, options)
    }
    function go() {
      if (done) return
      stop()
      load()
    }
    return stop
  }, [ref, load, near])
}
