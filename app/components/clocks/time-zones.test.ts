import { expect, it } from 'vitest'
import { clockTime, isoInZone } from './time-zones'

it('shows winter and summer time in Norway and Kosovo across the March change', () => {
  const beforeChange = new Date('2024-03-31T00:59:59Z')
  const afterChange = new Date('2024-03-31T01:00:00Z')
  expect(clockTime(beforeChange, 'Europe/Oslo')).toBe('01:59:59')
  expect(clockTime(afterChange, 'Europe/Oslo')).toBe('03:00:00')
  expect(clockTime(afterChange, 'Europe/Belgrade')).toBe('03:00:00')
  expect(isoInZone(afterChange, 'Europe/Oslo')).toBe('2024-03-31T03:00:00+02:00')
})

it('falls back an hour in October', () => {
  expect(clockTime(new Date('2024-10-27T00:59:59Z'), 'Europe/Oslo')).toBe('02:59:59')
  expect(clockTime(new Date('2024-10-27T01:00:00Z'), 'Europe/Oslo')).toBe('02:00:00')
  expect(isoInZone(new Date('2024-12-01T12:00:00Z'), 'Europe/Belgrade')).toBe('2024-12-01T13:00:00+01:00')
})

it('pads midnight and single digits, and reads UTC as +00:00', () => {
  expect(clockTime(new Date('2024-06-01T22:05:09Z'), 'Europe/Oslo')).toBe('00:05:09')
  expect(isoInZone(new Date('2024-06-01T22:05:09Z'), 'Europe/Oslo')).toBe('2024-06-02T00:05:09+02:00')
  expect(isoInZone(new Date('2024-06-01T22:05:09Z'), 'UTC')).toBe('2024-06-01T22:05:09+00:00')
})
