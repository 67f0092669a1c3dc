/**
 * Local time of the offices (SPEC: NO and XK clocks, refreshed every second). `Intl` knows each zone's daylight-saving
 * rules, so the clocks stay right across the changes without any arithmetic of ours.
 */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** "HH:MM:SS" in a time zone. */
export function clockTime(date: Date, timeZone: string): string {
  return formatter(timeZone).format(date)
}

/** ISO 8601 local date-time with offset (for `<time dateTime>`), e.g. 2024-03-31T03:00:00+02:00. */
export function isoInZone(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  }).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00'
  const offset = get('timeZoneName').replace('GMT', '') || '+00:00'
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}${offset}`
}
