import * as v from 'valibot'
import { expect, it } from 'vitest'
import { projectsSearchSchema } from './projects-search'

it('keeps sane values and drops the rest', () => {
  expect(v.parse(projectsSearchSchema, { category: 'Branding', page: 2 })).toEqual({ category: 'Branding', page: 2 })
  expect(v.parse(projectsSearchSchema, { page: 0 })).toEqual({ page: undefined })
  expect(v.parse(projectsSearchSchema, { page: 1.5 })).toEqual({ page: undefined })
  expect(v.parse(projectsSearchSchema, { page: 9999 })).toEqual({ page: undefined })
  expect(v.parse(projectsSearchSchema, { page: '2' })).toEqual({ page: undefined })
  expect(v.parse(projectsSearchSchema, { category: '' })).toEqual({ category: undefined })
  expect(v.parse(projectsSearchSchema, { category: 'x'.repeat(101) })).toEqual({ category: undefined })
})
