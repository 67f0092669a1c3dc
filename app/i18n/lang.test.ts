import { expect, it } from 'vitest'
import { langFromStored, otherLang, preferredLang, storedLangValue } from './lang'

it.each([
  ['en', ''],
  ['no', 'no'],
] as const)("stores %s as '%s', and reads it back", (lang, stored) => {
  expect(storedLangValue(lang)).toBe(stored)
  expect(langFromStored(stored)).toBe(lang)
})

it('reads any other stored value as Norwegian and nothing stored as no choice; the other of English is Norwegian', () => {
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
