import * as v from 'valibot'
import { expect, it } from 'vitest'
import { blogSearchSchema } from './blog-search'

it('keeps a known category and falls back to Show All for anything else', () => {
  expect(v.parse(blogSearchSchema, { category: 'trends' })).toEqual({ category: 'trends' })
  expect(v.parse(blogSearchSchema, {})).toEqual({})
  expect(v.parse(blogSearchSchema, { category: 'Trends' })).toEqual({ category: undefined })
  expect(v.parse(blogSearchSchema, { category: ['trends'] })).toEqual({ category: undefined })
  expect(v.parse(blogSearchSchema, { category: 42 })).toEqual({ category: undefined })
})
