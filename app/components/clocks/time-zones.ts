/**
 * Local time of the offices (product.md: NO and XK clocks, refreshed every second). `Intl` knows each zone's daylight-saving
 * rules, so the clocks stay right across the changes without any arithmetic of ours.
 *
 * Building an `Intl.DateTimeFormat` for a time zone is the expensive part (the zone's rules are loaded then; on a
 * phone it was the largest piece of script work while home hydrates), so there is one per zone, made once, and both
 * the shown time and the `<time>` attribute are read from the same formatted parts.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
    formatters.set(timeZone, f)
  }
  return f
}

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'timeZoneName'

function partsInZone(date: Date, timeZone: string): (type: Part) => string {
  const parts = formatter(timeZone).formatToParts(date)
  return (type) => parts.find((p) => p.type === type)?.value ?? '00'
}

/** "HH:MM:SS" in a time zone. */
export function clockTime(date: Date, timeZone: string): string {
  const get = partsInZone(date, timeZone)
  return `${get('hour')}:${get('minute')}:${get('second')}`
}

/** ISO 8601 local date-time with offset (for `<time dateTime>`), e.g. 2024-03-31T03:00:00+02:00. */
export function isoInZone(date: Date, timeZone: string): string {
  const get = partsInZone(date, timeZone)
  const offset = get('timeZoneName').replace('GMT', '') || '+00:00'
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}${offset}`
}

/** product.md: clocks refresh every second. */
const CLOCK_TICK_MS = 1000

/** On each clock's `<time>`: the office's time zone. */
export const ZONE_ATTRIBUTE = 'data-zone'

/**
 * Keeps every `<time data-zone>` under `list` at its zone's time, on both kinds of page (decision 055): the server
 * renders the time it was, and this takes over at the next second boundary, both clocks in one task, together with
 * the wall clock.
 */
export function tickClocks(list: Element): () => void {
  const tick = () => {
    const now = new Date()
    for (const time of list.querySelectorAll<HTMLTimeElement>(`time[${ZONE_ATTRIBUTE}]`)) {
      const zone = time.getAttribute(ZONE_ATTRIBUTE)
      if (!zone) continue
      time.dateTime = isoInZone(now, zone)
      time.textContent = clockTime(now, zone)
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
