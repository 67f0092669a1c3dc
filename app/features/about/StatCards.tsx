import { useEffect, useRef, useState } from 'react'
import { site } from '~/config/site'
import { COUNT_UP_MS, countUpAt, yearsSince } from '~/features/about/count-up'
import { useT } from '~/i18n'
import styles from './AboutScreen.module.css'

type Stat = {
  key: 'offices' | 'services' | 'projects' | 'industries' | 'years' | 'clients'
  value: number
  plus: boolean
}

function stats(now: Date): Stat[] {
  return [
    { key: 'offices', value: site.offices.length, plus: false },
    { key: 'services', value: 18, plus: true },
    { key: 'projects', value: 180, plus: true },
    { key: 'industries', value: 45, plus: true },
    { key: 'years', value: yearsSince(site.foundedYear, now), plus: false },
    { key: 'clients', value: 98, plus: true },
  ]
}

/**
 * SPEC's stat cards. The server renders the final numbers (readable without JavaScript); in the browser they count up
 * from 0 once, over 5 s, when the cards scroll into view. Reduced motion shows the final numbers at once.
 */
export function StatCards() {
  const t = useT()
  const ref = useRef<HTMLUListElement>(null)
  const [elapsed, setElapsed] = useState<number | null>(null)
  const items = stats(new Date())

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
      {items.map((stat) => {
        const shown = elapsed === null ? stat.value : countUpAt(elapsed, COUNT_UP_MS, stat.value)
        const label = t.about.stats[stat.key]()
        return (
          <li key={stat.key} className={styles.stat}>
            <span className={styles.statNumber} aria-hidden="true" data-testid={`stat-${stat.key}`}>
              {shown}
              {stat.plus ? '+' : ''}
            </span>
            <span className="visually-hidden">
              {stat.value}
              {stat.plus ? '+' : ''}{' '}
            </span>
            <span className={styles.statLabel}>{label}</span>
          </li>
        )
      })}
    </ul>
  )
}
