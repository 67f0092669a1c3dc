import { useEffect, useState } from 'react'
import { clockTime, isoInZone } from '~/components/clocks/time-zones'
import { site } from '~/config/site'
import { useT } from '~/i18n'
import styles from './Clocks.module.css'

/** product.md: clocks refresh every second. */
const CLOCK_TICK_MS = 1000

const clockOffices = (['norway', 'kosovo'] as const).map((id) => {
  const office = site.offices.find((o) => o.id === id)
  if (!office) throw new Error(`site config has no ${id} office`)
  return office
})

/** True once a clock has hydrated: from then on any render may format the time. */
let hydrated = false

/**
 * The NO and XK live clocks: local time of each office. The server renders its own time, and hydration keeps that
 * text (`suppressHydrationWarning` on the time only) instead of formatting it again: the browser's first `Intl` call
 * loads its time-zone data, about 80 ms of a phone's main thread, and in the hydrating render it was the longest task
 * of home. The browser takes over at the next second boundary, in a task of its own.
 */
export function Clocks({ className }: { className?: string }) {
  const t = useT()
  const [now, setNow] = useState<Date | null>(null)
  // Before the first tick: the server, and any render after hydration (a new mount, a language switch), show the
  // time now; only the hydrating render leaves the server's text in place.
  const shown = now ?? (import.meta.env.SSR || hydrated ? new Date() : null)

  useEffect(() => {
    hydrated = true
    // Tick on the second boundary so both clocks change together with the wall clock.
    let interval: ReturnType<typeof setInterval> | undefined
    const timeout = setTimeout(
      () => {
        setNow(new Date())
        interval = setInterval(() => setNow(new Date()), CLOCK_TICK_MS)
      },
      CLOCK_TICK_MS - (Date.now() % CLOCK_TICK_MS),
    )
    return () => {
      clearTimeout(timeout)
      clearInterval(interval)
    }
  }, [])

  return (
    <ul className={[styles.clocks, className].filter(Boolean).join(' ')} aria-label={t.clocks.label()}>
      {clockOffices.map((office) => {
        const code = office.countryCode === 'NO' ? t.clocks.no() : t.clocks.xk()
        const name = office.countryCode === 'NO' ? t.clocks.noName() : t.clocks.xkName()
        return (
          <li key={office.id} className={styles.clock}>
            <abbr title={name} className={styles.code}>
              {code}
            </abbr>
            <time
              dateTime={shown ? isoInZone(shown, office.timeZone) : undefined}
              className={styles.time}
              suppressHydrationWarning
            >
              {shown ? clockTime(shown, office.timeZone) : ''}
            </time>
          </li>
        )
      })}
    </ul>
  )
}
