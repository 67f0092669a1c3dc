import { expect, it } from 'vitest'
import { formatDate } from './dates'

it('formats ISO dates as DD.MM.YYYY and refuses nonsense', () => {
  expect(formatDate('2024-04-22')).toBe('22.04.2024')
  expect(formatDate('2024-05-29T10:00:00.000Z')).toBe('29.05.2024')
  expect(formatDate('2024-02-30')).toBeNull()
  expect(formatDate('yesterday')).toBeNull()
})
