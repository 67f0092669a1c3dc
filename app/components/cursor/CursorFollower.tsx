import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import styles from './CursorFollower.module.css'

/**
 * A label takes the pointer's place; a preview photo goes beside the pointer, clear of `clear` (the row it previews,
 * whose title it would otherwise cover), with the pointer itself left visible.
 */
export type CursorContent =
  | { kind: 'label'; text: string }
  | { kind: 'image'; src: string; dimmed: boolean; clear: Element }

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

/** A label at the pointer; a preview photo beside it, clear of the row (`clear`) it previews. */
function placeFollower(el: HTMLDivElement | null, pointer: Point | null, clear: Element | null) {
  if (!el || !pointer) return
  if (!clear) {
    el.style.translate = `${pointer.x}px ${pointer.y}px`
    return
  }
  // offsetWidth and offsetHeight are the photo's size before its scale: the box it has once shown.
  const view = { width: document.documentElement.clientWidth, height: window.innerHeight }
  const photo = { width: el.offsetWidth, height: el.offsetHeight }
  const spot = besideRow(pointer, photo, clear.getBoundingClientRect(), view)
  el.style.translate = `${spot.x}px ${spot.y}px`
  el.dataset.side = spot.side
}

/**
 * A custom cursor inside one area (product.md: PLAY/START over the reel, DRAG/DRA over sliders, a preview photo over the
 * blog rows). Only for a fine pointer that can hover; touch and keyboard users never depend on it, and it is hidden
 * from assistive technology (the area's own controls carry the names).
 *
 * The follower is `position: fixed` at the pointer's window coordinates, so it is rendered into `<body>` through a
 * portal: inside the area, any ancestor with a transform, filter or containment (an entrance animation that keeps its
 * end state, say) would become its containing block and draw it far from the pointer, with the real pointer hidden by
 * `cursor: none`. A preview photo (`beside`) keeps the real pointer and sits beside it, clear of the hovered row.
 */
export function useCursorFollower(content: CursorContent | null, { beside = false }: { beside?: boolean } = {}) {
  const followerRef = useRef<HTMLDivElement | null>(null)
  // The pointer's last place in the area: a follower that mounts later (the journal's photo appears once a row is
  // hovered) starts there, not in the window's corner.
  const pointer = useRef<Point | null>(null)
  const clear = content?.kind === 'image' ? content.clear : null
  const [active, setActive] = useState(false)
  const [enabled, setEnabled] = useState(false)

  useEffect(() => {
    const media = window.matchMedia('(hover: hover) and (pointer: fine)')
    const update = () => setEnabled(media.matches)
    update()
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [])

  const place = (el: HTMLDivElement | null) => placeFollower(el, pointer.current, clear)
  const follow = (event: React.PointerEvent) => {
    pointer.current = { x: event.clientX, y: event.clientY }
    place(followerRef.current)
  }
  const attach = (el: HTMLDivElement | null) => {
    followerRef.current = el
    place(el)
  }

  // Another row hovered: placed beside that one. The page scrolled under a still pointer: placed beside the row anew.
  useLayoutEffect(() => {
    if (clear) placeFollower(followerRef.current, pointer.current, clear)
  }, [clear])
  useEffect(() => {
    if (!clear || !active) return
    const onScroll = () => placeFollower(followerRef.current, pointer.current, clear)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [clear, active])

  const areaProps = enabled
    ? {
        onPointerEnter: (event: React.PointerEvent) => {
          follow(event)
          setActive(true)
        },
        onPointerLeave: () => setActive(false),
        onPointerMove: follow,
        'data-custom-cursor': beside ? 'beside' : '',
      }
    : {}

  const follower: ReactNode =
    enabled && content
      ? createPortal(
          <div
            ref={attach}
            className={styles.follower}
            data-visible={active ? '' : undefined}
            data-kind={content.kind}
            data-dimmed={content.kind === 'image' && content.dimmed ? '' : undefined}
            data-testid="cursor-follower"
            aria-hidden="true"
          >
            {content.kind === 'label' ? (
              <span className={styles.label}>{content.text}</span>
            ) : (
              <img className={styles.image} src={content.src} alt="" width={240} height={300} decoding="async" />
            )}
          </div>,
          document.body,
        )
      : null

  return { areaProps, follower }
}
