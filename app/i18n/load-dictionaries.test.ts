import { describe, expect, it, vi } from 'vitest'

// The first load of the English shell fails, as one a navigation aborts; the ones after it load.
const failures = vi.hoisted(() => ({ left: 1 }))
vi.mock('./i18n-util.async', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./i18n-util.async')>()
  return {
    ...actual,
    loadLocaleAsync: async (locale: Parameters<typeof actual.loadLocaleAsync>[0]) => {
      if (failures.left > 0) {
        failures.left -= 1
        throw new TypeError('error loading dynamically imported module')
      }
      return actual.loadLocaleAsync(locale)
    },
  }
})

// A module set of its own: tests/unit/setup.ts loaded every dictionary already, through the real loaders.
vi.resetModules()
const { loadDictionaries, translator } = await import('.')

describe('loadDictionaries', () => {
  it('does not keep a failed load: the next one (a navigation that needs it) loads the text', async () => {
    await expect(loadDictionaries(['en'])).rejects.toThrow(TypeError)
    await loadDictionaries(['en'])
    expect(translator('en').site.skipToContent()).toBe('Skip to content')
  })
})
