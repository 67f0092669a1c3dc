import { expect, it } from 'vitest'
import { createRateLimiter } from './rate-limit'

it('allows `limit` hits per window per key, then refuses until the window slides', () => {
  const allow = createRateLimiter({ limit: 2, windowMs: 1000 })
  expect(allow('a', 0)).toBe(true)
  expect(allow('a', 10)).toBe(true)
  expect(allow('a', 20)).toBe(false)
  expect(allow('b', 20)).toBe(true)
  expect(allow('a', 1001)).toBe(true)
})

it('keeps at most maxKeys clients in memory', () => {
  const allow = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 })
  allow('a', 0)
  allow('b', 0)
  allow('c', 0)
  expect(allow('a', 1)).toBe(true)
})
