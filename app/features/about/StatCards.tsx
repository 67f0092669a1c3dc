import { useEffect, useRef, useState } from 'react'
import type { AboutStat } from '~/content/pages/pages.functions'
import { COUNT_UP_MS, countUpAt, yearsSince } from '~/features/about/count-up'
import styles from './AboutScreen.module.css'

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
 * product.md's stat cards. The server renders the final numbers (readable without JavaScript); in the browser they count up
 * from 0 once, over 5 s, when the cards scroll into view. Reduced motion shows the final numbers at once.
 */
export function StatCards({ stats, offices }: { stats: readonly AboutStat[]; offices: number | null }) {
  const ref = useRef<HTMLUListElement>(null)
  const [elapsed, setElapsed] = useState<number | null>(null)
  const items = statNumbers(stats, offices, new Date())

  useEffect(() => {
    const list = ref.current
    if (!list || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    setElapsed(0)
    let frame = 0
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        observer.disconnect()
        const start = performance.now()
        const tick = (now: number) => {
          const ms = now - start
          setElapsed(ms)
          if (ms < COUNT_UP_MS) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.3 },
    )
    observer.observe(list)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [])

  return (
    <ul ref={ref} className={styles.stats}>
      {items.map((stat, index) => {
        const shown = elapsed === null ? stat.value : countUpAt(elapsed, COUNT_UP_MS, stat.value)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the cards are the editors' list, in their order.
          <li key={index} className={styles.stat}>
            <span className={styles.statNumber} aria-hidden="true" data-testid={`stat-${index + 1}`}>
              {shown}
              {stat.plus ? '+' : ''}
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
