import { expect, it } from 'vitest'
import { COUNT_UP_MS, countUpAt, yearsSince } from './count-up'

it('counts from 0 to the target over the duration, never past it', () => {
  expect(countUpAt(0, COUNT_UP_MS, 180)).toBe(0)
  const mid = countUpAt(COUNT_UP_MS / 2, COUNT_UP_MS, 180)
  expect(mid).toBeGreaterThan(90)
  expect(mid).toBeLessThan(180)
  expect(countUpAt(COUNT_UP_MS - 1, COUNT_UP_MS, 180)).toBeLessThanOrEqual(180)
  expect(countUpAt(COUNT_UP_MS, COUNT_UP_MS, 180)).toBe(180)
  let previous = 0
  for (let t = 0; t <= COUNT_UP_MS; t += 100) {
    const value = countUpAt(t, COUNT_UP_MS, 98)
    expect(value).toBeGreaterThanOrEqual(previous)
    previous = value
  }
})

it('computes the years since 2020', () => {
  expect(yearsSince(2020, new Date('2026-11-22'))).toBe(6)
  expect(yearsSince(2020, new Date('2020-03-01'))).toBe(0)
})
