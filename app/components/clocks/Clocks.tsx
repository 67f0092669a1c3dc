import { useEffect } from 'react'
import { OFFSET_ATTRIBUTE, OFFSET_UNTIL_ATTRIBUTE, ZONE_ATTRIBUTE } from '~/components/clocks/clock-attributes'
import { clockTime, vouchedOffset } from '~/components/clocks/time-zones'
import { site } from '~/config/site'
import { useT } from '~/i18n'
import { moduleRoot, useScreenModule } from '~/lib/use-screen-module'
import styles from './Clocks.module.css'
import { clockModules } from './clocks-module'

const clockOffices = (['norway', 'kosovo'] as const).map((id) => {
  const office = site.offices.find((o) => o.id === id)
  if (!office) throw new Error(`site config has no ${id} office`)
  return office
})

/** What the clock's second hand reads (clock-tick.ts): its zone, and its offset as the server vouches for it. */
function zoneAttributes(timeZone: string, shown: Date | null): Record<string, string> {
  const attributes = { [ZONE_ATTRIBUTE]: timeZone }
  if (!shown) return attributes
  const { offset, until } = vouchedOffset(shown, timeZone)
  return { ...attributes, [OFFSET_ATTRIBUTE]: String(offset), [OFFSET_UNTIL_ATTRIBUTE]: String(until) }
}

/** True once a clock has hydrated: from then on any render may format the time. */
let hydrated = false

/**
 * The NO and XK live clocks: local time of each office, kept by `tickClocks` (clock-tick.ts) on both kinds of page. The server renders
 * its own time, and hydration keeps that text (`suppressHydrationWarning` on the time only) instead of formatting it
 * again: the browser's first `Intl` call loads its time-zone data, about 80 ms of a phone's main thread, and in the
 * hydrating render it was the longest task of home.
 */
export function Clocks({ className }: { className?: string }) {
  const t = useT()
  const list = useScreenModule<HTMLUListElement>(clockModules, 'clocks')
  // The server, and any render after hydration (a new mount, a language switch), show the time now; only the
  // hydrating render leaves the server's text in place.
  const shown = import.meta.env.SSR || hydrated ? new Date() : null

  useEffect(() => {
    hydrated = true
  }, [])

  return (
    <ul
      ref={list}
      className={[styles.clocks, className].filter(Boolean).join(' ')}
      aria-label={t.clocks.label()}
      {...moduleRoot(clockModules, 'clocks')}
    >
      {clockOffices.map((office) => {
        const code = office.countryCode === 'NO' ? t.clocks.no() : t.clocks.xk()
        const name = office.countryCode === 'NO' ? t.clocks.noName() : t.clocks.xkName()
        return (
          <li key={office.id} className={styles.clock}>
            <abbr title={name} className={styles.code}>
              {code}
            </abbr>
            <time className={styles.time} {...zoneAttributes(office.timeZone, shown)} suppressHydrationWarning>
              {shown ? clockTime(shown, office.timeZone) : ''}
            </time>
          </li>
        )
      })}
    </ul>
  )
}
