import { TitledSection } from '~/components/TitledSection'
import type { HomeCard } from '~/content/home/home.functions'
import { moduleRoot } from '~/lib/screen-modules'
import { useScreenModule } from '~/lib/use-screen-module'
import styles from './Approach.module.css'
import home from './home.module.css'

/**
 * The approach's steps (Market Research → Strategy → Delivery, in the CMS): the card nearest the middle of the screen
 * is the active one (approach.module.ts). On phones (and without JavaScript) all three read as one list.
 */
export function Approach({ title, cards }: { title: string | null; cards: readonly HomeCard[] }) {
  const listRef = useScreenModule<HTMLOListElement>('approach')
  if (!title && cards.length === 0) return null
  return (
    <TitledSection className={home.section} headingId="home-approach" title={title} titleClassName={home.sectionTitle}>
      <ol ref={listRef} className={styles.approachList} {...moduleRoot('approach')}>
        {cards.map((card, index) => (
          <li key={card.title} className={styles.approachCard}>
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
