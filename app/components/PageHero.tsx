import type { ReactNode } from 'react'
import styles from './PageHero.module.css'

/**
 * The large opening heading of a screen, with an optional eyebrow line and lead text below. An all-caps title gets the
 * fallback font sized to capitals (decision 017), so a slow font's swap does not re-wrap it.
 */
export function PageHero({ title, eyebrow, children }: { title: string; eyebrow?: string; children?: ReactNode }) {
  return (
    <section className={styles.hero}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title} data-caps={title === title.toUpperCase() ? '' : undefined}>
        {title}
      </h1>
      {children ? <div className={styles.lead}>{children}</div> : null}
    </section>
  )
}
