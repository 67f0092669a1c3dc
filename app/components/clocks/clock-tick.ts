/**
 * The clocks' second hand in the browser, on both kinds of page (a screen module, decision 132): the server renders
 * each clock's time and the offset of its zone from UTC, vouched for an hour (time-zones.ts `vouchedOffset`); until
 * then a tick is arithmetic on that offset, and after it (a page left open, one from a cache) `Intl`, which knows the
 * zone's rules, is asked. Counting on the offset spares the phone the first `Intl` call for a zone, which
 * loads its rules (about 80 ms of its main thread).
 */

import { OFFSET_ATTRIBUTE, OFFSET_UNTIL_ATTRIBUTE, ZONE_ATTRIBUTE } from './clock-attributes'

/** product.md: clocks refresh every second. */
const CLOCK_TICK_MS = 1000

const pad = (n: number) => String(n).padStart(2, '0')

/** "HH:MM:SS", `offset` minutes east of UTC at `now` (ms since the epoch). */
export function atOffset(now: number, offset: number): string {
  const local = new Date(now + offset * 60_000)
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
}

/**
 * Keeps every `<time data-zone>` under `list` at its zone's time (its text, a valid time string: the clock has no
 * `datetime` to keep in step): from the next second boundary, both clocks in one
 * task, together with the wall clock.
 */
export default function tickClocks(list: Element): () => void {
  const asked = new Map<string, Intl.DateTimeFormat>()
  const tick = () => {
    const now = Date.now()
    for (const time of list.querySelectorAll<HTMLTimeElement>(`time[${ZONE_ATTRIBUTE}]`)) {
      const offset = Number(time.getAttribute(OFFSET_ATTRIBUTE) ?? Number.NaN)
      const timeZone = time.getAttribute(ZONE_ATTRIBUTE) ?? ''
      if (Number.isFinite(offset) && now < Number(time.getAttribute(OFFSET_UNTIL_ATTRIBUTE))) {
        time.textContent = atOffset(now, offset)
        continue
      }
      // Not vouched for any more: the zone's rules from now on, in the shape atOffset gives.
      let format = asked.get(timeZone)
      if (!format) {
        format = new Intl.DateTimeFormat('en-GB', { timeZone, timeStyle: 'medium', hourCycle: 'h23' })
        asked.set(timeZone, format)
      }
      time.textContent = format.format(now)
    }
  }
  let interval: ReturnType<typeof setInterval> | undefined
  const timeout = setTimeout(
    () => {
      tick()
      interval = setInterval(tick, CLOCK_TICK_MS)
    },
    CLOCK_TICK_MS - (Date.now() % CLOCK_TICK_MS),
  )
  return () => {
    clearTimeout(timeout)
    clearInterval(interval)
  }
}
