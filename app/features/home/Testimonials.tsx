import { useRef } from 'react'
import { useCursorFollower } from '~/components/cursor/CursorFollower'
import { useT } from '~/i18n'
import { dragScroll } from '~/lib/interaction'
import styles from './HomeScreen.module.css'
import { testimonials } from './home-data'

/**
 * Client testimonials in a strip that scrolls sideways: drag with the mouse (DRAG / DRA cursor), swipe on touch, or
 * focus it and use the arrow keys, like any scrollable region.
 */
export function Testimonials() {
  const t = useT()
  const stripRef = useRef<HTMLElement>(null)
  const drag = useRef<{ x: number } | null>(null)
  const { areaProps, follower } = useCursorFollower({ kind: 'label', text: t.home.drag() })

  const stop = () => {
    drag.current = null
  }

  return (
    <section className={styles.testimonials} aria-labelledby="home-testimonials">
      <h2 id="home-testimonials" className={styles.sectionTitle}>
        {t.home.testimonialsTitle()}
      </h2>
      <p className="visually-hidden" id="home-testimonials-hint">
        {t.home.testimonialsHint()}
      </p>
      <section
        ref={stripRef}
        className={styles.strip}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (arrow keys scroll it).
        tabIndex={0}
        aria-label={t.home.testimonialsStrip()}
        aria-describedby="home-testimonials-hint"
        data-testid="testimonial-strip"
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
        <ul className={styles.stripList}>
          {testimonials.map((key) => {
            const copy = t.home.testimonials[key]
            return (
              <li key={key} className={styles.testimonial}>
                <blockquote>
                  <p>“{copy.quote()}”</p>
                </blockquote>
                <p className={styles.testimonialName}>{copy.name()}</p>
                <p className={styles.testimonialRole}>{copy.position()}</p>
              </li>
            )
          })}
        </ul>
      </section>
      {follower}
    </section>
  )
}
