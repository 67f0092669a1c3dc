import { expect, it } from 'vitest'
import { blogSearch } from './blog-search'

it('keeps a known category and falls back to Show All for anything else', () => {
  expect(blogSearch({ category: 'trends' })).toEqual({ category: 'trends' })
  expect(blogSearch({})).toEqual({})
  expect(blogSearch({ category: 'Trends' })).toEqual({ category: undefined })
  expect(blogSearch({ category: ['trends'] })).toEqual({ category: undefined })
  expect(blogSearch({ category: 42 })).toEqual({ category: undefined })
})
