// @vitest-environment jsdom
import { expect, it, vi } from 'vitest'
import tickClocks, { atOffset } from './clock-tick'
import { clockTime, offsetMinutes, vouchedOffset } from './time-zones'

it('shows winter and summer time in Norway and Kosovo across the March change', () => {
  const beforeChange = new Date('2024-03-31T00:59:59Z')
  const afterChange = new Date('2024-03-31T01:00:00Z')
  expect(clockTime(beforeChange, 'Europe/Oslo')).toBe('01:59:59')
  expect(clockTime(afterChange, 'Europe/Oslo')).toBe('03:00:00')
  expect(clockTime(afterChange, 'Europe/Belgrade')).toBe('03:00:00')
  expect(offsetMinutes(beforeChange, 'Europe/Oslo')).toBe(60)
  expect(offsetMinutes(afterChange, 'Europe/Oslo')).toBe(120)
})

it('falls back an hour in October', () => {
  expect(clockTime(new Date('2024-10-27T00:59:59Z'), 'Europe/Oslo')).toBe('02:59:59')
  expect(clockTime(new Date('2024-10-27T01:00:00Z'), 'Europe/Oslo')).toBe('02:00:00')
  expect(offsetMinutes(new Date('2024-12-01T12:00:00Z'), 'Europe/Belgrade')).toBe(60)
})

it('pads midnight and single digits, and reads UTC and zones west of it', () => {
  expect(clockTime(new Date('2024-06-01T22:05:09Z'), 'Europe/Oslo')).toBe('00:05:09')
  expect(offsetMinutes(new Date('2024-06-01T22:05:09Z'), 'UTC')).toBe(0)
  expect(offsetMinutes(new Date('2024-07-01T12:00:00Z'), 'America/St_Johns')).toBe(-150)
})

it('vouches for an offset for an hour, never across a change, and counting on it shows what Intl shows', () => {
  const winter = new Date('2024-01-15T12:34:56Z')
  expect(vouchedOffset(winter, 'Europe/Oslo')).toEqual({ offset: 60, until: winter.getTime() + 3_600_000 })
  // Half an hour before the March change: nothing vouched, the clock asks Intl from its first tick.
  const beforeChange = new Date('2024-03-31T00:30:00Z')
  expect(vouchedOffset(beforeChange, 'Europe/Belgrade')).toEqual({ offset: 60, until: beforeChange.getTime() })
  for (const [date, zone] of [
    [winter, 'Europe/Oslo'],
    [winter, 'UTC'],
    [new Date('2024-06-01T22:05:09Z'), 'Europe/Oslo'],
    [new Date('2024-07-01T23:59:59Z'), 'Europe/Belgrade'],
    [new Date('2024-07-01T02:03:04Z'), 'America/St_Johns'],
  ] as const) {
    expect(atOffset(date.getTime(), offsetMinutes(date, zone))).toBe(clockTime(date, zone))
  }
})

it('a clock past its vouched hour asks Intl, and shows what the server would', () => {
  vi.useFakeTimers({ now: new Date('2024-03-31T00:59:58.500Z') })
  const list = document.createElement('ul')
  list.innerHTML = '<li><time data-zone="Europe/Oslo" data-offset="60" data-offset-until="0">x</time></li>'
  const stop = tickClocks(list)
  vi.advanceTimersByTime(2000)
  expect(list.querySelector('time')?.textContent).toBe(clockTime(new Date('2024-03-31T01:00:00.500Z'), 'Europe/Oslo'))
  stop()
  vi.useRealTimers()
})
