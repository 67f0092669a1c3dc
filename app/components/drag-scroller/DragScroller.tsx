import { type ReactNode, useRef } from 'react'
import { useCursorFollower } from '~/components/cursor/CursorFollower'
import { useT } from '~/i18n'
import styles from './DragScroller.module.css'
import { dragScroll } from './drag-scroll'

/**
 * A horizontal strip that scrolls by dragging with the mouse (half the movement, product.md), by touch, and by keyboard
 * (it is a focusable region), with the DRAG / DRA cursor. Used by the home testimonials and the project slider.
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
  const stripRef = useRef<HTMLElement>(null)
  const drag = useRef<{ x: number } | null>(null)
  const { areaProps, follower } = useCursorFollower({ kind: 'label', text: t.dragScroller.cursor() })
  const stop = () => {
    drag.current = null
  }

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
        {...areaProps}
        onMouseDown={(event) => {
          if (event.button !== 0) return
          event.preventDefault()
          drag.current = { x: event.clientX }
        }}
        onMouseMove={(event) => {
          const strip = stripRef.current
          if (!drag.current || !strip) return
          strip.scrollLeft = dragScroll(strip.scrollLeft, event.clientX - drag.current.x)
          drag.current = { x: event.clientX }
        }}
        onMouseUp={stop}
        onMouseLeave={stop}
      >
        {children}
      </section>
      {follower}
    </>
  )
}
