import { describe, expect, it } from 'vitest'
import {
  ACCEPT_ALL,
  type ConsentStorage,
  consentGateScript,
  REJECT_ALL,
  readConsent,
  storeConsent,
  UNDECIDED_ATTRIBUTE,
} from './consent'

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

  it("stores 'true'/'false' strings under product.md's keys", () => {
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

describe('the head script that shows the server-rendered notice', () => {
  /** Runs the script against a fake page and says whether it marked `<html>` undecided. */
  function marks(stored: Record<string, string>, gpc: boolean | undefined, storageThrows = false): boolean {
    const attributes = new Map<string, string>()
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      addEventListener: () => {},
    }
    const localStorage = {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('storage is off')
        return stored[key] ?? null
      },
    }
    const navigator = gpc === undefined ? {} : { globalPrivacyControl: gpc }
    new Function('document', 'localStorage', 'navigator', consentGateScript())(document, localStorage, navigator)
    return attributes.has(UNDECIDED_ATTRIBUTE)
  }

  it('agrees with readConsent on every stored value and GPC setting', () => {
    const values = [undefined, 'true', 'false', 'maybe', '']
    for (const statistics of values)
      for (const preferences of values)
        for (const gpc of [undefined, false, true]) {
          const stored: Record<string, string> = {}
          if (statistics !== undefined) stored.statistics = statistics
          if (preferences !== undefined) stored.preferences = preferences
          const undecided = !readConsent(memoryStorage(stored), gpc === true).decided
          expect(marks(stored, gpc), JSON.stringify({ stored, gpc })).toBe(undecided)
        }
  })

  it('leaves the notice hidden rather than break the page when storage is off', () => {
    expect(marks({}, undefined, true)).toBe(false)
  })
})
