import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { withKeepAlive } from '~/runtime/background.server'
import { cachedCmsBody, invalidateCms } from './cms-cache.server'

describe('the CMS cache', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    invalidateCms(null)
  })
  afterEach(() => vi.useRealTimers())

  it('answers from memory for 60 s, then serves stale while one refresh runs', async () => {
    let calls = 0
    const fetchBody = async () => ({ version: ++calls })
    expect(await cachedCmsBody('k', 'projects', fetchBody)).toEqual({ version: 1 })
    vi.advanceTimersByTime(59_000)
    expect(await cachedCmsBody('k', 'projects', fetchBody)).toEqual({ version: 1 })
    expect(calls).toBe(1)
    vi.advanceTimersByTime(2_000)
    // Stale: the old answer at once, and a single refresh behind it even for concurrent readers.
    const [a, b] = await Promise.all([
      cachedCmsBody('k', 'projects', fetchBody),
      cachedCmsBody('k', 'projects', fetchBody),
    ])
    expect([a, b]).toEqual([{ version: 1 }, { version: 1 }])
    await vi.runAllTimersAsync()
    expect(calls).toBe(2)
    expect(await cachedCmsBody('k', 'projects', fetchBody)).toEqual({ version: 2 })
  })

  it("hands the stale refresh to the request's keep-alive (a Worker's waitUntil), which sees it finish", async () => {
    let calls = 0
    const fetchBody = async () => ({ version: ++calls })
    await cachedCmsBody('k', 'projects', fetchBody)
    vi.advanceTimersByTime(61_000)
    const kept: Promise<unknown>[] = []
    const keep = (work: Promise<unknown>) => kept.push(work)
    const stale = await withKeepAlive(keep, () => cachedCmsBody('k', 'projects', fetchBody))
    expect(stale).toEqual({ version: 1 })
    expect(kept).toHaveLength(1)
    await Promise.all(kept)
    expect(await cachedCmsBody('k', 'projects', fetchBody)).toEqual({ version: 2 })
  })

  it('keeps serving the last answer while the CMS fails', async () => {
    let fail = false
    const fetchBody = async () => {
      if (fail) throw new Error('CMS down')
      return 'content'
    }
    expect(await cachedCmsBody('k', 'blogs', fetchBody)).toBe('content')
    fail = true
    vi.advanceTimersByTime(10 * 60_000)
    expect(await cachedCmsBody('k', 'blogs', fetchBody)).toBe('content')
    vi.advanceTimersByTime(25 * 60 * 60_000)
    // Older than a day: asked again, and still the old answer rather than an error.
    expect(await cachedCmsBody('k', 'blogs', fetchBody)).toBe('content')
    await expect(cachedCmsBody('other', 'blogs', fetchBody)).rejects.toThrow('CMS down')
  })

  it('drops entries by tag, or everything', async () => {
    let calls = 0
    const fetchBody = async () => ++calls
    await cachedCmsBody('p', 'projects', fetchBody)
    await cachedCmsBody('b', 'blogs', fetchBody)
    expect(invalidateCms(['projects'])).toBe(1)
    expect(await cachedCmsBody('b', 'blogs', fetchBody)).toBe(2)
    expect(await cachedCmsBody('p', 'projects', fetchBody)).toBe(3)
    expect(invalidateCms(null)).toBe(2)
  })
})

describe('misses, kept apart from content', () => {
  beforeEach(() => invalidateCms(null))

  it('never push content out: thousands of unknown slugs leave every cached list in place', async () => {
    let calls = 0
    const list = async () => ({ data: [{ id: ++calls }] })
    for (let i = 0; i < 900; i++) await cachedCmsBody(`list-${i}`, 'projects', list)
    for (let i = 0; i < 5000; i++) await cachedCmsBody(`unknown-${i}`, 'blogs', async () => ({ data: [] }))
    const before = calls
    for (let i = 0; i < 900; i++) await cachedCmsBody(`list-${i}`, 'projects', list)
    expect(calls).toBe(before)
  })

  it('are still remembered for a while, and a publish forgets them', async () => {
    let calls = 0
    const miss = async () => {
      calls++
      return { data: [] }
    }
    await cachedCmsBody('unknown', 'blogs', miss)
    await cachedCmsBody('unknown', 'blogs', miss)
    expect(calls).toBe(1)
    invalidateCms(['blogs'])
    await cachedCmsBody('unknown', 'blogs', miss)
    expect(calls).toBe(2)
  })
})
