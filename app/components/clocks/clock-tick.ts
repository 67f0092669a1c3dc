/**
 * The clocks' second hand in the browser, on both kinds of page (a screen module, decision 132): the server renders
 * each clock's time and the offset of its zone from UTC, vouched for an hour (time-zones.ts `vouchedOffset`); until
 * then a tick is arithmetic on that offset, and after it (a page left open, one from a cache) `Intl`, which knows the
 * zone's rules, is fetched and asked. Counting on the offset spares the phone the first `Intl` call for a zone, which
 * loads its rules (about 80 ms of its main thread), and the page the code.
 */

/** On each clock's `<time>`: the office's time zone. */
export const ZONE_ATTRIBUTE = 'data-zone'
/** On each clock's `<time>`: its zone's offset from UTC in minutes east, and until when (ms since the epoch). */
export const OFFSET_ATTRIBUTE = 'data-offset'
export const OFFSET_UNTIL_ATTRIBUTE = 'data-offset-until'

/** product.md: clocks refresh every second. */
const CLOCK_TICK_MS = 1000

const pad = (n: number) => String(n).padStart(2, '0')

/** "HH:MM:SS", `offset` minutes east of UTC at `now` (ms since the epoch). */
export function atOffset(now: number, offset: number): string {
  const local = new Date(now + offset * 60_000)
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`
}

type Intl = typeof import('./time-zones')

/**
 * Keeps every `<time data-zone>` under `list` at its zone's time (its text, a valid time string: the clock has no
 * `datetime` to keep in step): from the next second boundary, both clocks in one
 * task, together with the wall clock.
 */
export function tickClocks(list: Element): () => void {
  let intl: Intl | null = null
  let asking = false
  const tick = () => {
    const now = Date.now()
    for (const time of list.querySelectorAll<HTMLTimeElement>(`time[${ZONE_ATTRIBUTE}]`)) {
      const offset = Number(time.getAttribute(OFFSET_ATTRIBUTE) ?? Number.NaN)
      const until = Number(time.getAttribute(OFFSET_UNTIL_ATTRIBUTE) ?? 0)
      const zone = time.getAttribute(ZONE_ATTRIBUTE) ?? ''
      let shown: string | null = null
      if (Number.isFinite(offset) && now < until) shown = atOffset(now, offset)
      else if (intl) shown = intl.clockTime(new Date(now), zone)
      else if (!asking) {
        // Not vouched for any more: the zone's rules from now on (a failed fetch is tried at the next tick).
        asking = true
        import('./time-zones').then(
          (module) => {
            intl = module
          },
          () => {
            asking = false
          },
        )
      }
      if (shown !== null) time.textContent = shown
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
