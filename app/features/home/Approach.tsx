import { useEffect, useRef, useState } from 'react'
import { TitledSection } from '~/components/TitledSection'
import type { HomeCard } from '~/content/home/home.functions'
import styles from './Approach.module.css'
import home from './home.module.css'

/**
 * The approach's steps (Market Research → Strategy → Delivery, in the CMS): the card nearest the middle of the screen is the active one. On phones
 * (and without JavaScript) all three read as one list.
 */
export function Approach({ title, cards }: { title: string | null; cards: readonly HomeCard[] }) {
  const listRef = useRef<HTMLOListElement>(null)
  const [active, setActive] = useState<number | null>(null)

  useEffect(() => {
    const list = listRef.current
    if (!list) return
    const steps = Array.from(list.children)
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) setActive(steps.indexOf(entry.target))
        }
      },
      // A thin band across the middle of the viewport: the card crossing it is active.
      { rootMargin: '-45% 0px -45% 0px' },
    )
    for (const step of steps) observer.observe(step)
    return () => observer.disconnect()
  }, [])

  if (!title && cards.length === 0) return null
  return (
    <TitledSection className={home.section} headingId="home-approach" title={title} titleClassName={home.sectionTitle}>
      <ol ref={listRef} className={styles.approachList}>
        {cards.map((card, index) => (
          <li key={card.title} className={styles.approachCard} data-active={active === index ? '' : undefined}>
            <span className={styles.approachNumber} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className={styles.approachTitle}>{card.title}</h3>
            {card.text ? <p className={styles.approachText}>{card.text}</p> : null}
          </li>
        ))}
      </ol>
    </TitledSection>
  )
}
