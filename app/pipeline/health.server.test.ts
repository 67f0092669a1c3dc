import { describe, expect, it } from 'vitest'
import { readiness } from './health.server'

describe('readiness', () => {
  it('is ready whenever pages can be served: the CMS answers, or its content is in memory', () => {
    expect(readiness('ok', { cmsAnswers: 0, pages: 0 }).ready).toBe(true)
    expect(readiness('slow', { cmsAnswers: 12, pages: 3 }).ready).toBe(true)
    expect(readiness('down', { cmsAnswers: 1, pages: 0 }).ready).toBe(true)
  })
  it('is not ready only when the CMS is away and nothing it said is kept (pages alone cannot be made again)', () => {
    expect(readiness('slow', { cmsAnswers: 0, pages: 0 })).toEqual({
      ready: false,
      cms: 'slow',
      cachedCmsAnswers: 0,
      cachedPages: 0,
    })
    expect(readiness('down', { cmsAnswers: 0, pages: 40 }).ready).toBe(false)
  })
})
