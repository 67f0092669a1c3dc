import { useT } from '~/i18n'
import styles from './AboutScreen.module.css'
import { FACT_ATTRIBUTES } from './fun-facts'

/**
 * One fun fact, a card dragged by any part of it, with its handle for the keyboard (and screen readers, which it names
 * the fact to). fact-sorting.ts finds its parts by their data attributes.
 */
export function FactRow({ id, index, text }: { id: string; index: number; text: string }) {
  const t = useT()
  return (
    <li className={styles.fact} data-testid={`fact-${id}`} {...{ [FACT_ATTRIBUTES.item]: id }}>
      <button type="button" className={styles.factHandle} aria-label={t.about.factHandle({ index, text })}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {[8, 16].flatMap((x) =>
            [6, 12, 18].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />),
          )}
        </svg>
      </button>
      <span className={styles.factIndex} aria-hidden="true" {...{ [FACT_ATTRIBUTES.index]: '' }}>
        {String(index).padStart(2, '0')}
      </span>
      <span {...{ [FACT_ATTRIBUTES.text]: '' }}>{text}</span>
    </li>
  )
}
