import { expect, it } from 'vitest'
import { counterpartPath, localizedSlugsOf } from './localized-slugs'

it('reads the translation slugs a detail route returns, and only strings', () => {
  expect(localizedSlugsOf({ localizedSlugs: { en: 'kode-labs', no: 'kode-lab' } }, 'en', 'kode-labs')).toEqual({
    en: 'kode-labs',
    no: 'kode-lab',
  })
  expect(localizedSlugsOf({ localizedSlugs: { en: 'kode-labs', no: 42 } }, 'en', 'kode-labs')).toEqual({
    en: 'kode-labs',
  })
})

it('falls back to the page’s own slug when the loader data has another shape', () => {
  for (const data of [undefined, null, 'x', 42, [], { localizedSlugs: null }, { other: true }]) {
    expect(localizedSlugsOf(data, 'no', 'kode-lab')).toEqual({ no: 'kode-lab' })
  }
  expect(localizedSlugsOf(undefined, 'en', undefined)).toEqual({})
})

it('links a document without a translation to the other language’s list', () => {
  expect(counterpartPath('project', 'no', { en: 'kode-labs' })).toBe('/projekter')
  expect(counterpartPath('project', 'no', { en: 'kode-labs', no: 'kode-lab' })).toBe('/projekter/kode-lab')
})
