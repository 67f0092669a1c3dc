import { DragScroller } from '~/components/drag-scroller/DragScroller'
import { TitledSection } from '~/components/TitledSection'
import type { Testimonial } from '~/content/home/home.functions'
import { useT } from '~/i18n'
import home from './home.module.css'
import styles from './Testimonials.module.css'

/** The logos are drawn 64 units high (public/media/clients, the seed's); one the CMS has no size for gets this box. */
const LOGO_HEIGHT = 64

type Props = { title: string | null; testimonials: readonly Testimonial[] }

/** Client testimonials (logo, quote, name, position) in a strip that scrolls sideways: drag (DRAG / DRA cursor), swipe, or the arrow keys. */
export function Testimonials({ title, testimonials }: Props) {
  const t = useT()
  if (testimonials.length === 0) return null
  return (
    <TitledSection
      className={home.section}
      headingId="home-testimonials"
      title={title}
      titleClassName={home.sectionTitle}
    >
      <DragScroller
        label={t.home.testimonialsStrip()}
        description={t.home.testimonialsHint()}
        testId="testimonial-strip"
      >
        <ul className={styles.stripList}>
          {testimonials.map((client) => (
            <li key={client.key} className={styles.testimonial}>
              {client.logo ? (
                <img
                  className={styles.testimonialLogo}
                  src={client.logo.src}
                  alt={client.company ?? client.logo.alt ?? ''}
                  width={client.logo.width ?? undefined}
                  height={client.logo.height ?? LOGO_HEIGHT}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
              ) : null}
              <blockquote>
                <p>“{client.quote}”</p>
              </blockquote>
              <p className={styles.testimonialName}>{client.name}</p>
              {client.role ? <p className={styles.testimonialRole}>{client.role}</p> : null}
            </li>
          ))}
        </ul>
      </DragScroller>
    </TitledSection>
  )
}
