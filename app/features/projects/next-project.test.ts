import fc from 'fast-check'
import { expect, it } from 'vitest'
import { nextProject, nextProjectOrder } from './next-project'

it('links to the next project in list order, wrapping to the first', () => {
  const list = [{ slug: 'a' }, { slug: 'b' }, { slug: 'c' }]
  expect(nextProject(list, 'a')?.slug).toBe('b')
  expect(nextProject(list, 'c')?.slug).toBe('a')
})

it('follows an editor’s choice, and the round still reaches every project (decision 053: two of nine looped)', () => {
  // The seeded order: Kode Labs first, Chaos last, Kode Labs choosing Chaos.
  const list = [
    { slug: 'kode-labs', nextSlug: 'chaos-clothing-brand' },
    { slug: 'a' },
    { slug: 'b' },
    { slug: 'chaos-clothing-brand' },
  ]
  expect(nextProject(list, 'kode-labs')?.slug).toBe('chaos-clothing-brand')
  const seen = ['kode-labs']
  for (let slug = 'kode-labs'; ; ) {
    slug = nextProject(list, slug)?.slug ?? ''
    if (seen.includes(slug)) break
    seen.push(slug)
  }
  expect(seen.sort()).toEqual(list.map((project) => project.slug).sort())
})

it('whatever the choices, following Next from any project visits every project before it repeats (property)', () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e', 'f', 'g'), { minLength: 2 }),
      fc.array(fc.nat(), { maxLength: 7 }),
      (slugs, picks) => {
        const list = slugs.map((slug, i) => {
          const pick = picks[i]
          return { slug, nextSlug: pick === undefined ? null : (slugs[pick % slugs.length] ?? null) }
        })
        expect(nextProjectOrder(list).sort()).toEqual([...slugs].sort())
        for (const start of slugs) {
          const seen = new Set<string>([start])
          let slug: string = start
          for (let step = 1; step < slugs.length; step++) {
            slug = nextProject(list, slug)?.slug ?? ''
            expect(seen.has(slug)).toBe(false)
            seen.add(slug)
          }
          expect(nextProject(list, slug)?.slug).toBe(start)
        }
      },
    ),
  )
})

it('has no next project when there is only one', () => {
  expect(nextProject([{ slug: 'a' }], 'a')).toBeNull()
})
