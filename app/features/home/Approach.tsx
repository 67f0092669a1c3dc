import { TitledSection } from '~/components/TitledSection'
import type { HomeCard } from '~/content/home/home.functions'
import { moduleRoot, useScreenModule } from '~/lib/use-screen-module'
import styles from './Approach.module.css'
import home from './home.module.css'
import { homeModules } from './home-modules'

/**
 * The approach's steps (Market Research → Strategy → Delivery, in the CMS): the card nearest the middle of the screen
 * is the active one (approach.module.ts). On phones (and without JavaScript) all three read as one list.
 */
export function Approach({ title, cards }: { title: string | null; cards: readonly HomeCard[] }) {
  const listRef = useScreenModule<HTMLOListElement>(homeModules, 'approach')
  if (!title && cards.length === 0) return null
  return (
    <TitledSection className={home.section} headingId="home-approach" title={title} titleClassName={home.sectionTitle}>
      <ol ref={listRef} className={styles.approachList} {...moduleRoot(homeModules, 'approach')}>
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
