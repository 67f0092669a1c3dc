import { useId } from 'react'
import { TitledSection } from '~/components/TitledSection'
import { useT } from '~/i18n'
import { moduleRoot, useScreenModule } from '~/lib/use-screen-module'
import styles from './AboutScreen.module.css'
import { aboutModules } from './about-modules'
import { FactRow } from './FactRow'
import { FACT_ATTRIBUTES, factsOf } from './fun-facts'

/**
 * The fun facts section: the rows in the editors' order, which a visitor drags, or moves from the keyboard, into their
 * own (fact-sorting.ts, its module, comes as a visitor nears the list or reaches for it). The module's words are here,
 * in the visitor's language, with `{position}` where it puts the number.
 */
export function FunFacts({ title, texts }: { title: string | null; texts: readonly string[] }) {
  const t = useT()
  const hintId = useId()
  const ref = useScreenModule<HTMLElement>(aboutModules, 'funFacts')
  const position = { position: '{position}' }
  return (
    <TitledSection
      ref={ref}
      className={styles.facts}
      headingId="about-facts"
      title={title}
      label={t.about.factsLabel()}
      titleClassName={styles.sectionTitle}
      {...moduleRoot(aboutModules, 'funFacts')}
      data-fact-picked-up={t.about.announcements.pickedUp(position)}
      data-fact-moved-over={t.about.announcements.movedOver(position)}
      data-fact-dropped={t.about.announcements.dropped(position)}
      data-fact-cancelled={t.about.announcements.cancelled(position)}
      data-fact-handle={t.about.factHandle({ index: '{index}', text: '{text}' })}
      data-fact-role={t.about.factRole()}
    >
      <p id={hintId} className={styles.factsHint}>
        {t.about.factsHint()}
      </p>
      <ol className={styles.factList} aria-describedby={hintId} {...{ [FACT_ATTRIBUTES.list]: '' }}>
        {factsOf(texts).map((fact, index) => (
          <FactRow key={fact.id} id={fact.id} index={index + 1} text={fact.text} />
        ))}
      </ol>
      <p
        className="visually-hidden"
        role="status"
        aria-live="assertive"
        aria-atomic="true"
        data-testid="fact-announcer"
        {...{ [FACT_ATTRIBUTES.announcer]: '' }}
      />
    </TitledSection>
  )
}
