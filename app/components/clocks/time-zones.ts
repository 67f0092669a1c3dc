/**
 * Local time of the offices (product.md: NO and XK clocks, refreshed every second). `Intl` knows each zone's daylight-saving
 * rules, so the clocks stay right across the changes without any arithmetic of ours.
 *
 * Building an `Intl.DateTimeFormat` for a time zone is the expensive part (the zone's rules are loaded then; on a
 * phone it was the largest piece of script work while home hydrates), so there is one per zone, made once, and both
 * the shown time and the offset are read from the same formatted parts.
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

/** The zone's offset from UTC at `date`, in minutes east (Oslo in winter: 60). */
export function offsetMinutes(date: Date, timeZone: string): number {
  const [, sign = '+', hours = '0', minutes = '0'] =
    /([+-])(\d{2}):(\d{2})/.exec(partsInZone(date, timeZone)('timeZoneName')) ?? []
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes))
}

/** How long the server vouches for the offset it renders (clock-tick.ts): a zone changes it at most twice a year. */
const OFFSET_VOUCHED_MS = 60 * 60 * 1000

/**
 * The offset a clock can count with, and until when: an hour from `date`, or not at all when the zone changes its
 * offset within that hour (the clock then asks `Intl` from its first tick).
 */
export function vouchedOffset(date: Date, timeZone: string): { offset: number; until: number } {
  const offset = offsetMinutes(date, timeZone)
  const later = new Date(date.getTime() + OFFSET_VOUCHED_MS)
  return { offset, until: offsetMinutes(later, timeZone) === offset ? later.getTime() : date.getTime() }
}
