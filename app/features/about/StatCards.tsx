import type { CSSProperties } from 'react'
import type { AboutStat } from '~/content/pages/pages.functions'
import { yearsSince } from '~/features/about/count-up'
import { moduleRoot, useScreenModule } from '~/lib/use-screen-module'
import styles from './AboutScreen.module.css'
import { aboutModules } from './about-modules'

type Shown = { label: string; value: number; plus: boolean }

/**
 * The number each card counts to: the editors' value, the whole years since their year, or the offices in the site
 * settings (a card whose number cannot be known, the settings missing, is left out).
 */
export function statNumbers(stats: readonly AboutStat[], offices: number | null, now: Date): Shown[] {
  return stats.flatMap((stat) => {
    const value =
      stat.counts === 'offices'
        ? offices
        : stat.counts === 'yearsSince' && stat.value !== null
          ? yearsSince(stat.value, now)
          : stat.value
    return value === null ? [] : [{ label: stat.label, value, plus: stat.plus }]
  })
}

/**
 * product.md's stat cards. The server renders the final numbers (readable without JavaScript); in the browser they count
 * up from 0 once, over 5 s, when the cards scroll into view: CSS counts (`--count-to` is where to), its module
 * (stat-count-up.ts) says when. Reduced motion shows the final numbers at once.
 */
export function StatCards({ stats, offices }: { stats: readonly AboutStat[]; offices: number | null }) {
  const ref = useScreenModule<HTMLUListElement>(aboutModules, 'statCards')
  const items = statNumbers(stats, offices, new Date())
  return (
    <ul ref={ref} className={styles.stats} {...moduleRoot(aboutModules, 'statCards')}>
      {items.map((stat, index) => {
        const countTo: CSSProperties & Record<'--count-to', number> = { '--count-to': stat.value }
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the cards are the editors' list, in their order.
          <li key={index} className={styles.stat}>
            <span
              className={styles.statNumber}
              style={countTo}
              aria-hidden="true"
              data-testid={`stat-${index + 1}`}
              data-count-suffix={stat.plus ? '+' : ''}
            >
              <span className={styles.statFinal}>{`${stat.value}${stat.plus ? '+' : ''}`}</span>
            </span>
            <span className="visually-hidden">
              {stat.value}
              {stat.plus ? '+' : ''}{' '}
            </span>
            <span className={styles.statLabel}>{stat.label}</span>
          </li>
        )
      })}
    </ul>
  )
}
