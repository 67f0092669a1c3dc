import { type ReactNode, useEffect, useRef, useState } from 'react'
import styles from './CursorFollower.module.css'

export type CursorContent = { kind: 'label'; text: string } | { kind: 'image'; src: string; dimmed: boolean }

/**
 * A custom cursor inside one area (SPEC: PLAY/START over the reel, DRAG/DRA over sliders, a preview photo over the
 * blog rows). Only for a fine pointer that can hover; touch and keyboard users never depend on it, and it is hidden
 * from assistive technology (the area's own controls carry the names).
 */
export function useCursorFollower(content: CursorContent | null) {
  const followerRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(false)
  const [enabled, setEnabled] = useState(false)

  useEffect(() => {
    const media = window.matchMedia('(hover: hover) and (pointer: fine)')
    const update = () => setEnabled(media.matches)
    update()
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [])

  const areaProps = enabled
    ? {
        onPointerEnter: () => setActive(true),
        onPointerLeave: () => setActive(false),
        onPointerMove: (event: React.PointerEvent) => {
          const el = followerRef.current
          if (el) el.style.translate = `${event.clientX}px ${event.clientY}px`
        },
        'data-custom-cursor': '',
      }
    : {}

  const follower: ReactNode =
    enabled && content ? (
      <div
        ref={followerRef}
        className={styles.follower}
        data-visible={active ? '' : undefined}
        data-kind={content.kind}
        data-dimmed={content.kind === 'image' && content.dimmed ? '' : undefined}
        aria-hidden="true"
      >
        {content.kind === 'label' ? (
          <span className={styles.label}>{content.text}</span>
        ) : (
          <img className={styles.image} src={content.src} alt="" width={240} height={300} decoding="async" />
        )}
      </div>
    ) : null

  return { areaProps, follower }
}
