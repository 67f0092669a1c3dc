import { DragScroller } from '~/components/drag-scroller/DragScroller'
import { useT } from '~/i18n'
import home from './home.module.css'
import { testimonials } from './home-data'
import styles from './Testimonials.module.css'

/** Client testimonials (logo, quote, name, position) in a strip that scrolls sideways: drag (DRAG / DRA cursor), swipe, or the arrow keys. */
export function Testimonials() {
  const t = useT()
  return (
    <section className={home.section} aria-labelledby="home-testimonials">
      <h2 id="home-testimonials" className={home.sectionTitle}>
        {t.home.testimonialsTitle()}
      </h2>
      <DragScroller
        label={t.home.testimonialsStrip()}
        description={t.home.testimonialsHint()}
        testId="testimonial-strip"
      >
        <ul className={styles.stripList}>
          {testimonials.map((client) => {
            const copy = t.home.testimonials[client.key]
            return (
              <li key={client.key} className={styles.testimonial}>
                <img
                  className={styles.testimonialLogo}
                  src={`/media/clients/${client.logo}.svg`}
                  alt={client.client}
                  width={client.width}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
                <blockquote>
                  <p>“{copy.quote()}”</p>
                </blockquote>
                <p className={styles.testimonialName}>{copy.name()}</p>
                <p className={styles.testimonialRole}>{copy.position()}</p>
              </li>
            )
          })}
        </ul>
      </DragScroller>
    </section>
  )
}
