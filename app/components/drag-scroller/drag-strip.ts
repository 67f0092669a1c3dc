import { dragScroll } from './drag-scroll'

/** On a strip: the id of its follower's template, rendered hidden beside it (DragScroller). */
export const STRIP_FOLLOWER_ATTRIBUTE = 'data-follower'

/**
 * Makes `strip` scroll by dragging with the mouse (half the movement, product.md) and shows its DRAG label following
 * the pointer over it. For a pointer that drags and hovers (FINE_POINTER, which the caller checks): touch scrolls it
 * natively, the keyboard with the arrows (it is a focusable region). One implementation for both kinds of page
 * (decision 055): DragScroller calls it from an effect, a page without React from its script. Returns what undoes it.
 *
 * The label is a copy of `template` put into `<body>`: it is `position: fixed` at the pointer's window coordinates, and
 * inside the strip any ancestor with a transform, filter or containment would become its containing block and draw it
 * far from the pointer, with the real pointer hidden by `cursor: none`.
 */
export function attachDragStrip(strip: HTMLElement, template: HTMLElement): () => void {
  const follower = template.cloneNode(true)
  if (!(follower instanceof HTMLElement)) return () => {}
  follower.removeAttribute('id')
  follower.hidden = false
  follower.dataset.testid = 'cursor-follower'
  document.body.append(follower)
  strip.setAttribute('data-custom-cursor', '')

  let drag: { x: number } | null = null
  const follow = (event: PointerEvent) => {
    follower.style.translate = `${event.clientX}px ${event.clientY}px`
  }
  const stop = () => {
    drag = null
  }
  const detach = new AbortController()
  const options = { signal: detach.signal }
  strip.addEventListener(
    'pointerenter',
    (event) => {
      follow(event)
      follower.dataset.visible = ''
    },
    options,
  )
  strip.addEventListener('pointermove', follow, options)
  strip.addEventListener('pointerleave', () => delete follower.dataset.visible, options)
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
    strip.removeAttribute('data-custom-cursor')
    follower.remove()
  }
}
