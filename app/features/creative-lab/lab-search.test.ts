import { describe, expect, it } from 'vitest'
import { itemNumber } from './BrandLogos'
import { labSearch } from './lab-search'

describe('labSearch', () => {
  it('keeps a category name and drops what cannot be one', () => {
    expect(labSearch({ category: 'Wallpapers' })).toEqual({ category: 'Wallpapers' })
    expect(labSearch({ category: '  UI/UX ' })).toEqual({ category: 'UI/UX' })
    for (const category of ['', '   ', 42, ['a'], 'x'.repeat(101), null]) {
      expect(labSearch({ category })).toEqual({ category: undefined })
    }
    expect(labSearch({})).toEqual({ category: undefined })
  })
})

describe('itemNumber', () => {
  it('numbers brand items with two digits from 01 (product.md §9)', () => {
    expect([0, 1, 8, 9, 41].map(itemNumber)).toEqual(['01', '02', '09', '10', '42'])
  })
})
