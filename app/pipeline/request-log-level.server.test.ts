import { describe, expect, it } from 'vitest'
import { levelOf } from './request-log.server'

describe("a request line's level", () => {
  it('is a warning for a 503, an error for any other 5xx, information for the rest', () => {
    expect(levelOf(503)).toBe('warn')
    for (const status of [500, 502, 504, 599]) expect(levelOf(status)).toBe('error')
    for (const status of [200, 301, 404, 429, 499]) expect(levelOf(status)).toBe('info')
  })
})
