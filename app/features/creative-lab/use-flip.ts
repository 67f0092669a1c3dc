import { type RefObject, useLayoutEffect, useRef } from 'react'

/** How long a moved item takes to glide to its new place: well inside the card game's 500 ms between steps. */
const FLIP_MS = 320

/**
 * Items that change places glide there instead of jumping (the FLIP technique, with the Web Animations API): after
 * each render where `order` changed, every child marked `data-flip-key` that moved is drawn at its old place and
 * animated to the new one. Only `transform` animates, so nothing is laid out again. Under reduced motion, items jump.
 * (The `motion` library could do this too; this is all the site needs, in 40 lines and no extra chunk: decision 019.)
 */
export function useFlip(list: RefObject<HTMLElement | null>, order: readonly unknown[]): void {
  const places = useRef(new Map<string, DOMRect>())
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of order, which is what moves items
  useLayoutEffect(() => {
    const container = list.current
    if (!container) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const next = new Map<string, DOMRect>()
    for (const item of container.querySelectorAll<HTMLElement>('[data-flip-key]')) {
      const key = item.dataset.flipKey
      if (!key) continue
      const now = item.getBoundingClientRect()
      next.set(key, now)
      const before = places.current.get(key)
      if (still || !before) continue
      const dx = before.left - now.left
      const dy = before.top - now.top
      if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue
      item.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
        duration: FLIP_MS,
        easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
      })
    }
    places.current = next
  }, [order])
}
