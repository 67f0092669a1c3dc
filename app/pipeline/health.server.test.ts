import { describe, expect, it } from 'vitest'
import { cmsWatch, readiness } from './health.server'

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

describe('readiness while draining', () => {
  it('is not ready once the instance is stopping, whatever the CMS and the caches', () => {
    expect(readiness('ok', { cmsAnswers: 40, pages: 10 }, true)).toMatchObject({ ready: false, draining: true })
    expect(readiness('ok', { cmsAnswers: 40, pages: 10 })).not.toHaveProperty('draining')
  })
})

describe("the CMS's state, as the background check last saw it", () => {
  /** A CMS whose next answers the test gives: each check waits until the test answers it. */
  function fakeCms() {
    const pending: Array<(outcome: { ok: boolean } | Error) => void> = []
    const fetch = (_url: string, { signal }: { signal: AbortSignal }) =>
      new Promise<{ ok: boolean }>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason))
        pending.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)))
      })
    return {
      fetch,
      answer: (outcome: { ok: boolean } | Error) => pending.shift()?.(outcome),
      asked: () => pending.length,
    }
  }

  it('answers at once from the last check while the next one hangs, and says slow once that one times out', async () => {
    let clock = 0
    const cms = fakeCms()
    const watch = cmsWatch({ url: () => 'http://cms/_health', fetch: cms.fetch, now: () => clock, timeoutMs: 100 })
    const first = watch.state()
    cms.answer({ ok: true })
    expect(await first).toBe('ok')
    // The last check is a second old: a probe starts the next and does not wait for it.
    clock += 1_000
    expect(await watch.state()).toBe('ok')
    expect(cms.asked()).toBe(1)
    // That check times out (the CMS hangs): the next probe says so.
    await expect.poll(() => watch.state(), { timeout: 2_000 }).toBe('slow')
  })

  it('says down once a check is refused, and slow while the first check has not answered', async () => {
    const cms = fakeCms()
    const watch = cmsWatch({ url: () => 'http://cms/_health', fetch: cms.fetch, timeoutMs: 60_000 })
    expect(await watch.state()).toBe('slow')
    cms.answer(new TypeError('fetch failed'))
    await expect.poll(() => watch.state()).toBe('down')
  })
})
