import { type ReactNode, useEffect, useId, useRef } from 'react'
import followerStyles from '~/components/cursor/CursorFollower.module.css'
import { FOLLOWER_ATTRIBUTE } from '~/components/cursor/cursor-attributes'
import { useT } from '~/i18n'
import styles from './DragScroller.module.css'
import { attachDragStrip } from './drag-strip'
import { FINE_POINTER } from './fine-pointer'

/**
 * A horizontal strip that scrolls by dragging with the mouse (half the movement, product.md), by touch, and by keyboard
 * (it is a focusable region), with the DRAG / DRA cursor. Used by the home testimonials, the careers strip and the
 * project slider. Its drag and its label are `drag-strip.ts`, which a page without React runs too: rendered here are
 * the strip and, hidden, the label it copies.
 */
export function DragScroller({
  label,
  description,
  children,
  testId,
}: {
  label: string
  description?: string
  children: ReactNode
  testId?: string
}) {
  const t = useT()
  const followerId = useId()
  const stripRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const strip = stripRef.current
    if (!strip || !window.matchMedia(FINE_POINTER).matches) return
    return attachDragStrip(strip)
  }, [])

  return (
    <>
      <section
        ref={stripRef}
        className={styles.strip}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (arrow keys scroll it).
        tabIndex={0}
        aria-label={label}
        aria-description={description}
        data-testid={testId}
        // Cards here slide past the window's edge on purpose (the layout check knows them by this).
        data-scroller=""
        {...{ [FOLLOWER_ATTRIBUTE]: followerId }}
      >
        {children}
      </section>
      <div id={followerId} className={followerStyles.follower} data-kind="label" aria-hidden="true" hidden>
        <span className={followerStyles.label}>{t.dragScroller.cursor()}</span>
      </div>
    </>
  )
}
