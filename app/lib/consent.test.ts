import { describe, expect, it } from 'vitest'
import { ACCEPT_ALL, type ConsentStorage, REJECT_ALL, readConsent, storeConsent } from './consent'

function memoryStorage(initial: Record<string, string> = {}): ConsentStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial))
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) }
}

describe('cookie consent', () => {
  it('is undecided while no statistics choice is stored', () => {
    expect(readConsent(memoryStorage(), false)).toEqual({ decided: false })
    expect(readConsent(memoryStorage({ preferences: 'true' }), false)).toEqual({ decided: false })
    expect(readConsent(memoryStorage({ statistics: 'maybe' }), false)).toEqual({ decided: false })
  })

  it("stores 'true'/'false' strings under SPEC's keys", () => {
    const storage = memoryStorage()
    storeConsent(storage, ACCEPT_ALL)
    expect(Object.fromEntries(storage.data)).toEqual({ preferences: 'true', statistics: 'true' })
    storeConsent(storage, REJECT_ALL)
    expect(Object.fromEntries(storage.data)).toEqual({ preferences: 'false', statistics: 'false' })
    storeConsent(storage, { preferences: true, statistics: false })
    expect(readConsent(storage, false)).toEqual({
      decided: true,
      source: 'stored',
      consent: { preferences: true, statistics: false },
    })
  })

  it('treats Global Privacy Control as a refusal of statistics, even over a stored yes', () => {
    expect(readConsent(memoryStorage(), true)).toEqual({
      decided: true,
      source: 'gpc',
      consent: { preferences: false, statistics: false },
    })
    expect(readConsent(memoryStorage({ statistics: 'true', preferences: 'true' }), true)).toEqual({
      decided: true,
      source: 'gpc',
      consent: { preferences: true, statistics: false },
    })
  })
})
