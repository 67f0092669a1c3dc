import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { itemNumber } from './BrandLogos'
import { labSearchSchema } from './lab-search'

describe('labSearchSchema', () => {
  it('keeps a category name and drops what cannot be one', () => {
    expect(v.parse(labSearchSchema, { category: 'Wallpapers' })).toEqual({ category: 'Wallpapers' })
    expect(v.parse(labSearchSchema, { category: '  UI/UX ' })).toEqual({ category: 'UI/UX' })
    for (const category of ['', '   ', 42, ['a'], 'x'.repeat(101), null]) {
      expect(v.parse(labSearchSchema, { category })).toEqual({ category: undefined })
    }
    expect(v.parse(labSearchSchema, {})).toEqual({ category: undefined })
  })
})

describe('itemNumber', () => {
  it('numbers brand items with two digits from 01 (product.md §9)', () => {
    expect([0, 1, 8, 9, 41].map(itemNumber)).toEqual(['01', '02', '09', '10', '42'])
  })
})
