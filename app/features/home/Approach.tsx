import { useEffect, useRef, useState } from 'react'
import { useT } from '~/i18n'
import styles from './Approach.module.css'
import home from './home.module.css'

const steps = ['research', 'strategy', 'delivery'] as const

/**
 * Market Research → Strategy → Delivery: the card nearest the middle of the screen is the active one. On phones
 * (and without JavaScript) all three read as one list.
 */
export function Approach() {
  const t = useT()
  const listRef = useRef<HTMLOListElement>(null)
  const [active, setActive] = useState<number | null>(null)

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    const cards = Array.from(list.children)
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setActive(cards.indexOf(entry.target))
        }
      },
      // A thin band across the middle of the viewport: the card crossing it is active.
      { rootMargin: '-45% 0px -45% 0px' },
    )
    for (const card of cards) observer.observe(card)
    return () => observer.disconnect()
  }, [])

  return (
    <section className={home.section} aria-labelledby="home-approach">
      <h2 id="home-approach" className={home.sectionTitle}>
        {t.home.approachTitle()}
      </h2>
      <ol ref={listRef} className={styles.approachList}>
        {steps.map((step, index) => (
          <li key={step} className={styles.approachCard} data-active={active === index ? '' : undefined}>
            <span className={styles.approachNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.approachTitle}>{t.home.approach[step].title()}</h3>
            <p className={styles.approachText}>{t.home.approach[step].text()}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
