/**
 * Custom cursors inside one area (product.md: PLAY / PAUSE over the reel, a preview photo over the journal rows), as
 * screen modules (decision 132), for a pointer that hovers (the registry's FINE_POINTER): touch and keyboard users
 * never depend on them, and they are hidden from assistive technology (the area's own controls carry the names).
 *
 * The follower is a copy of a hidden template the server renders beside the area (`CursorTemplate`, named by the area's
 * `data-follower`), put into `<body>` (follow-pointer.ts, which the drag strips' DRAG shares).
 */
import { CURSOR_LABEL_ATTRIBUTE, PREVIEW_ATTRIBUTE, PREVIEW_DIM_ATTRIBUTE } from './cursor-attributes'
import { followerOf, followPointer } from './follow-pointer'

/** Space between the photo and the row it keeps clear of, and between the photo and the window's edges. */
const GAP_PX = 16
const EDGE_PX = 8

type Point = { x: number; y: number }

/**
 * Where the preview photo's top left corner goes: centred on the pointer across, kept inside the window, above the
 * row when there is room for it there, else below it (whichever side has more room when neither has enough).
 */
export function besideRow(
  pointer: Point,
  photo: { width: number; height: number },
  row: { top: number; bottom: number },
  view: { width: number; height: number },
): Point & { side: 'above' | 'below' } {
  const x = Math.max(EDGE_PX, Math.min(pointer.x - photo.width / 2, view.width - photo.width - EDGE_PX))
  const above = row.top - GAP_PX - photo.height
  const below = row.bottom + GAP_PX
  const fitsAbove = above >= EDGE_PX
  const fitsBelow = below + photo.height <= view.height - EDGE_PX
  const side = fitsAbove || (!fitsBelow && row.top > view.height - row.bottom) ? 'above' : 'below'
  return { x, y: side === 'above' ? above : below, side }
}

/** The label at the pointer over `area`, its text the area's `data-cursor-label` as it changes. */
function attachCursorLabel(area: HTMLElement, follower: HTMLElement): () => void {
  const text = follower.firstElementChild
  if (!text) return () => {}
  const show = () => {
    text.textContent = area.getAttribute(CURSOR_LABEL_ATTRIBUTE) ?? ''
  }
  show()
  const watch = new MutationObserver(show)
  watch.observe(area, { attributeFilter: [CURSOR_LABEL_ATTRIBUTE] })
  const unfollow = followPointer(area, follower)
  return () => {
    watch.disconnect()
    unfollow()
  }
}

/**
 * The hovered row's photo (a row's `data-preview`) beside the pointer and clear of the row, never over its title;
 * dimmed and smaller over a `data-preview-dim` link. Placed anew as the page scrolls under a still pointer.
 */
function attachCursorPreview(area: HTMLElement, follower: HTMLElement): () => void {
  // Made at the first row with a photo: an image with no source yet would be one the page failed to load.
  let image: HTMLImageElement | null = null
  const show = (src: string) => {
    if (!image) {
      image = document.createElement('img')
      image.className = follower.dataset.imageClass ?? ''
      image.alt = ''
      image.width = 240
      image.height = 300
      image.decoding = 'async'
      follower.append(image)
    }
    image.src = src
  }
  let pointer: Point | null = null
  let row: Element | null = null
  const place = () => {
    if (!pointer || !row) return
    // offsetWidth and offsetHeight are the photo's size before its scale: the box it has once shown.
    const view = { width: document.documentElement.clientWidth, height: window.innerHeight }
    const spot = besideRow(
      pointer,
      { width: follower.offsetWidth, height: follower.offsetHeight },
      row.getBoundingClientRect(),
      view,
    )
    follower.style.translate = `${spot.x}px ${spot.y}px`
    follower.dataset.side = spot.side
  }
  const hover = (event: PointerEvent) => {
    pointer = { x: event.clientX, y: event.clientY }
    const target = event.target instanceof Element ? event.target : null
    const over = target?.closest(`[${PREVIEW_ATTRIBUTE}]`) ?? null
    const src = over?.getAttribute(PREVIEW_ATTRIBUTE)
    if (over !== row) {
      row = src ? over : null
      if (row && src) show(src)
    }
    follower.toggleAttribute('data-visible', row !== null)
    follower.toggleAttribute('data-dimmed', row !== null && target?.closest(`[${PREVIEW_DIM_ATTRIBUTE}]`) != null)
    place()
  }
  const detach = new AbortController()
  const options = { signal: detach.signal }
  area.addEventListener('pointerover', hover, options)
  area.addEventListener('pointermove', hover, options)
  area.addEventListener(
    'pointerleave',
    () => {
      row = null
      delete follower.dataset.visible
    },
    options,
  )
  window.addEventListener('scroll', place, { passive: true, signal: detach.signal })
  area.setAttribute('data-custom-cursor', 'beside')
  return () => {
    detach.abort()
    area.removeAttribute('data-custom-cursor')
  }
}

/** The area's custom cursor (a screen module, decision 132): a label, or a preview photo, as its template is. */
export default function attachCursor(area: HTMLElement): () => void {
  const follower = followerOf(area)
  if (!follower) return () => {}
  const undo =
    follower.dataset.kind === 'image' ? attachCursorPreview(area, follower) : attachCursorLabel(area, follower)
  return () => {
    undo()
    follower.remove()
  }
}
