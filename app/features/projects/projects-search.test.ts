import { expect, it } from 'vitest'
import { projectsSearch } from './projects-search'

it('keeps sane values and drops the rest', () => {
  expect(projectsSearch({ category: 'Branding', page: 2 })).toEqual({ category: 'Branding', page: 2 })
  expect(projectsSearch({ page: 0 })).toEqual({ page: undefined })
  expect(projectsSearch({ page: 1.5 })).toEqual({ page: undefined })
  expect(projectsSearch({ page: 9999 })).toEqual({ page: undefined })
  expect(projectsSearch({ page: '2' })).toEqual({ page: undefined })
  expect(projectsSearch({ category: '' })).toEqual({ category: undefined })
  expect(projectsSearch({ category: 'x'.repeat(101) })).toEqual({ category: undefined })
})
