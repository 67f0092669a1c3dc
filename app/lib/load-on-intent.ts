/**
 * What says a visitor is about to use a part of the page: the pointer over it, a touch, focus or typing inside it.
 * Heard on the window as they start out, so that an event React stops at its root still counts.
 */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'input'] as const

/** How far below the window a part starts loading for a visitor scrolling towards it (`near`). */
const NEAR_MARGIN = '300px'

/**
 * Calls `load` once a visitor reaches for `element` (or any of several), or, with `near`, once it comes within
 * NEAR_MARGIN of the window:
 * for code a page does not need until then (decision 045). `load` is called once, or, when the promise it returns
 * rejects (its code did not come: a flaky network, a deploy that replaced the chunk), again at the visitor's next reach
 * for the element (not on nearing it, which would retry at once, over and over). Returns what stops listening.
 */
export function loadOnIntent(
  element: Element | readonly Element[],
  load: () => Promise<unknown>,
  near = false,
): () => void {
  const elements = Array.isArray(element) ? element : [element]
  const holds = (node: Node | null) => elements.some((each) => each.contains(node))
  let ended = false
  let observer: IntersectionObserver | null = null
  const options = { capture: true, passive: true }
  const stop = () => {
    observer?.disconnect()
    observer = null
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onEvent, options)
  }
  const go = () => {
    stop()
    load().catch(() => {
      if (!ended) listen(false)
    })
  }
  const onEvent = (event: Event) => event.target instanceof Node && holds(event.target) && go()
  const listen = (nearToo: boolean) => {
    if (nearToo) {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && go(), {
        rootMargin: `0px 0px ${NEAR_MARGIN} 0px`,
      })
      for (const each of elements) observer.observe(each)
    }
    for (const type of INTENT_EVENTS) window.addEventListener(type, onEvent, options)
  }
  // Focus that came before the page's code (a visitor already typing in its form) is intent too.
  if (holds(document.activeElement)) go()
  else listen(near)
  return () => {
    ended = true
    stop()
  }
}
