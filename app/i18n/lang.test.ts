import { expect, it } from 'vitest'
import { langFromStored, otherLang, storedLangValue } from './lang'

it("stores '' for English and 'no' for Norwegian, and reads any other value as Norwegian", () => {
  expect(storedLangValue('en')).toBe('')
  expect(storedLangValue('no')).toBe('no')
  expect(langFromStored('')).toBe('en')
  expect(langFromStored('no')).toBe('no')
  expect(langFromStored('nb')).toBe('no')
  expect(langFromStored(null)).toBeNull()
  expect(otherLang('en')).toBe('no')
})
