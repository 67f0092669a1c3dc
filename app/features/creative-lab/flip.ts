/** How long a moved item takes to glide to its new place: well inside the card game's 500 ms between steps. */
const FLIP_MS = 320

/** Where each child marked `data-flip-key` of `container` is now, by its key. */
export function placesOf(container: HTMLElement): Map<string, DOMRect> {
  const places = new Map<string, DOMRect>()
  for (const item of container.querySelectorAll<HTMLElement>('[data-flip-key]')) {
    const key = item.dataset.flipKey
    if (key) places.set(key, item.getBoundingClientRect())
  }
  return places
}

/**
 * Items that changed places glide there instead of jumping (the FLIP technique, with the Web Animations API): every
 * child marked `data-flip-key` that moved since `before` (placesOf) is drawn at its old place and animated to the new
 * one. Only `transform` animates, so nothing is laid out again. Under reduced motion, items jump. (The `motion` library
 * could do this too; this is all the site needs, in a few lines and no extra chunk: decision 019.)
 */
export function glideFrom(container: HTMLElement, before: ReadonlyMap<string, DOMRect>): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  for (const item of container.querySelectorAll<HTMLElement>('[data-flip-key]')) {
    const was = before.get(item.dataset.flipKey ?? '')
    if (!was) continue
    const now = item.getBoundingClientRect()
    const dx = was.left - now.left
    const dy = was.top - now.top
    if (Math.abs(dx) < 1 && Math.abs(dy) < 1) continue
    item.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
      duration: FLIP_MS,
      easing: 'cubic-bezier(0.2, 0.7, 0.2, 1)',
    })
  }
}
