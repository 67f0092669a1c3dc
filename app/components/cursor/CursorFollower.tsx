import { type ReactNode, useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import styles from './CursorFollower.module.css'

export type CursorContent = { kind: 'label'; text: string } | { kind: 'image'; src: string; dimmed: boolean }

/**
 * A custom cursor inside one area (product.md: PLAY/START over the reel, DRAG/DRA over sliders, a preview photo over the
 * blog rows). Only for a fine pointer that can hover; touch and keyboard users never depend on it, and it is hidden
 * from assistive technology (the area's own controls carry the names).
 *
 * The follower is `position: fixed` at the pointer's window coordinates, so it is rendered into `<body>` through a
 * portal: inside the area, any ancestor with a transform, filter or containment (an entrance animation that keeps its
 * end state, say) would become its containing block and draw it far from the pointer, with the real pointer hidden by
 * `cursor: none`.
 */
export function useCursorFollower(content: CursorContent | null) {
  const followerRef = useRef<HTMLDivElement | null>(null)
  // The pointer's last place in the area: a follower that mounts later (the journal's photo appears once a row is
  // hovered) starts there, not in the window's corner.
  const pointer = useRef<{ x: number; y: number } | null>(null)
  const [active, setActive] = useState(false)
  const [enabled, setEnabled] = useState(false)

  useEffect(() => {
    const media = window.matchMedia('(hover: hover) and (pointer: fine)')
    const update = () => setEnabled(media.matches)
    update()
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [])

  const place = (el: HTMLDivElement | null) => {
    if (el && pointer.current) el.style.translate = `${pointer.current.x}px ${pointer.current.y}px`
  }
  const follow = (event: React.PointerEvent) => {
    pointer.current = { x: event.clientX, y: event.clientY }
    place(followerRef.current)
  }
  const attach = (el: HTMLDivElement | null) => {
    followerRef.current = el
    place(el)
  }

  const areaProps = enabled
    ? {
        onPointerEnter: (event: React.PointerEvent) => {
          follow(event)
          setActive(true)
        },
        onPointerLeave: () => setActive(false),
        onPointerMove: follow,
        'data-custom-cursor': '',
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
