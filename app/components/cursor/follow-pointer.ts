import { FOLLOWER_ATTRIBUTE } from './cursor-attributes'

/**
 * What every custom cursor shares (the reel's and the journal's, cursor-follower.ts; the drag strips' DRAG,
 * drag-strip.ts): a copy of the area's hidden template in `<body>`, at the pointer while it is over the area.
 *
 * In `<body>` because the follower is `position: fixed` at the pointer's window coordinates, and inside the area any
 * ancestor with a transform, filter or containment (an entrance animation that keeps its end state, say) would become
 * its containing block and draw it far from the pointer, with the real pointer hidden by `cursor: none`.
 */

/** The follower copied from the template the area names (`data-follower`) into `<body>`, or null when it names none. */
export function followerOf(area: HTMLElement): HTMLElement | null {
  const copy = document.getElementById(area.getAttribute(FOLLOWER_ATTRIBUTE) ?? '')?.cloneNode(true)
  if (!(copy instanceof HTMLElement)) return null
  copy.removeAttribute('id')
  copy.hidden = false
  copy.dataset.testid = 'cursor-follower'
  document.body.append(copy)
  return copy
}

/** Shows `follower` at the pointer while it is over `area`, whose own pointer CSS hides. Returns what undoes it. */
export function followPointer(area: HTMLElement, follower: HTMLElement): () => void {
  const detach = new AbortController()
  const options = { signal: detach.signal }
  const follow = (event: PointerEvent) => {
    follower.style.translate = `${event.clientX}px ${event.clientY}px`
  }
  area.addEventListener(
    'pointerenter',
    (event) => {
      follow(event)
      follower.dataset.visible = ''
    },
    options,
  )
  area.addEventListener('pointermove', follow, options)
  area.addEventListener('pointerleave', () => delete follower.dataset.visible, options)
  area.setAttribute('data-custom-cursor', '')
  return () => {
    detach.abort()
    area.removeAttribute('data-custom-cursor')
  }
}
