import { expect, it } from 'vitest'
import { nextProject } from './next-project'

const list = [{ slug: 'a' }, { slug: 'b' }, { slug: 'chaos-clothing-brand' }, { slug: 'kode-labs' }]

it('links to the next project in list order, wrapping to the first', () => {
  expect(nextProject(list, 'a')?.slug).toBe('b')
  expect(nextProject(list, 'chaos-clothing-brand')?.slug).toBe('kode-labs')
})

it('sends kode-labs to its fixed next project', () => {
  expect(nextProject(list, 'kode-labs')?.slug).toBe('chaos-clothing-brand')
})

it('has no next project when there is only one', () => {
  expect(nextProject([{ slug: 'a' }], 'a')).toBeNull()
})
