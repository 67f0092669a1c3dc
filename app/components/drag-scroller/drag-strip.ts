import { followerOf, followPointer } from '~/components/cursor/follow-pointer'
import { dragScroll } from './drag-scroll'

/**
 * Makes `strip` scroll by dragging with the mouse (half the movement, product.md) and shows its DRAG label following
 * the pointer over it: a copy of the template the strip names (`data-follower`), as every custom cursor
 * (follow-pointer.ts). For a pointer that drags and hovers (FINE_POINTER, which the caller checks): touch scrolls it
 * natively, the keyboard with the arrows (it is a focusable region). One implementation for both kinds of page
 * (decision 055): DragScroller calls it from an effect, a page without React from its script. Returns what undoes it.
 */
export function attachDragStrip(strip: HTMLElement): () => void {
  const follower = followerOf(strip)
  if (!follower) return () => {}
  const unfollow = followPointer(strip, follower)

  let drag: { x: number } | null = null
  const stop = () => {
    drag = null
  }
  const detach = new AbortController()
  const options = { signal: detach.signal }
  strip.addEventListener(
    'mousedown',
    (event) => {
      if (event.button !== 0) return
      event.preventDefault()
      drag = { x: event.clientX }
    },
    options,
  )
  strip.addEventListener(
    'mousemove',
    (event) => {
      if (!drag) return
      strip.scrollLeft = dragScroll(strip.scrollLeft, event.clientX - drag.x)
      drag = { x: event.clientX }
    },
    options,
  )
  strip.addEventListener('mouseup', stop, options)
  strip.addEventListener('mouseleave', stop, options)
  return () => {
    detach.abort()
    unfollow()
    follower.remove()
  }
}
