import { expect, it } from 'vitest'
import { langFromStored, otherLang, preferredLang, storedLangValue } from './lang'

it("stores '' for English and 'no' for Norwegian, and reads any other value as Norwegian", () => {
  expect(storedLangValue('en')).toBe('')
  expect(storedLangValue('no')).toBe('no')
  expect(langFromStored('')).toBe('en')
  expect(langFromStored('no')).toBe('no')
  expect(langFromStored('nb')).toBe('no')
  expect(langFromStored(null)).toBeNull()
  expect(otherLang('en')).toBe('no')
})

it('finds the first of our languages a browser asks for: Bokmål, Nynorsk and plain Norwegian are one', () => {
  expect(preferredLang(['nb-NO', 'en-US'])).toBe('no')
  expect(preferredLang(['nn'])).toBe('no')
  expect(preferredLang(['no', 'en'])).toBe('no')
  expect(preferredLang(['sq-XK', 'en-GB', 'nb'])).toBe('en')
  expect(preferredLang(['EN_us'])).toBe('en')
  expect(preferredLang(['de-DE', 'sv'])).toBeNull()
  expect(preferredLang([])).toBeNull()
})
