import { useEffect, useState } from 'react'
import { site } from '~/config/site'
import { useT } from '~/i18n'
import { clockTime, isoInZone } from '~/lib/time-zones'
import styles from './Clocks.module.css'

/** SPEC: clocks refresh every second. */
export const CLOCK_TICK_MS = 1000

const clockOffices = (['norway', 'kosovo'] as const).map((id) => {
  const office = site.offices.find((o) => o.id === id)
  if (!office) throw new Error(`site config has no ${id} office`)
  return office
})

/**
 * The NO and XK live clocks: local time of each office. The server renders its own time; the browser takes over on
 * hydration (the seconds differ, hence `suppressHydrationWarning` on the time text only).
 */
export function Clocks({ className }: { className?: string }) {
  const t = useT()
  const [now, setNow] = useState(() => new Date())

  useEffect(() => {
    setNow(new Date())
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
            <time dateTime={isoInZone(now, office.timeZone)} className={styles.time} suppressHydrationWarning>
              {clockTime(now, office.timeZone)}
            </time>
          </li>
        )
      })}
    </ul>
  )
}
