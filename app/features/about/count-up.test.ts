import { expect, it } from 'vitest'
import { yearsSince } from './count-up'

it('computes the years since 2020', () => {
  expect(yearsSince(2020, new Date('2026-11-22'))).toBe(6)
  expect(yearsSince(2020, new Date('2020-03-01'))).toBe(0)
})
