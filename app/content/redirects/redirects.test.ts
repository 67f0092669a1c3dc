import { earlierSlugsAfter, sitePathProblem } from '@origin/shared/site-paths'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { redirectTable, resolveRedirect } from './redirects'

describe('sitePathProblem', () => {
  it('takes paths of this site', () => {
    for (const path of ['/', '/old-campaign', '/projects/new-name', '/projekter/bølge', '/a/b%20c']) {
      expect(sitePathProblem(path), path).toBeNull()
    }
  })

  it('refuses anything that could leave the site or is not a plain path', () => {
    for (const path of [
      '',
      'old',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/a//b',
      '/a/../b',
      '/./a',
      '/a b',
      '/a\tb',
      '/a?b=1',
      '/a#b',
      '/a%zz',
      '/a%00',
      `/${'a'.repeat(200)}`,
    ]) {
      expect(sitePathProblem(path), path).not.toBeNull()
    }
  })

  it('never lets through a path that a URL parser puts on another origin', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('/', '\\', '.', ':', '%', '2', 'f', 'F', '5', 'c', 'a', '@', ' ') }),
        (path) => {
          if (sitePathProblem(path) !== null) return
          expect(new URL(path, 'https://site.example').origin).toBe('https://site.example')
        },
      ),
      { numRuns: 10_000 },
    )
  })
})

describe('earlierSlugsAfter', () => {
  it('keeps the slug a document had when it changes, not the current one, without repeats', () => {
    expect(earlierSlugsAfter(null, 'old', 'new')).toEqual(['old'])
    expect(earlierSlugsAfter(['older'], 'old', 'new')).toEqual(['older', 'old'])
    expect(earlierSlugsAfter(['old', 'older'], 'new', 'old')).toEqual(['older', 'new'])
    expect(earlierSlugsAfter(['a'], 'a', 'b')).toEqual(['a'])
    expect(earlierSlugsAfter([], 'same', 'same')).toEqual([])
  })

  it('keeps the newest 20', () => {
    const many = Array.from({ length: 25 }, (_, index) => `s${index}`)
    expect(earlierSlugsAfter(many, 'last', 'now')).toEqual([...many.slice(-19), 'last'])
  })

  it('refuses what is not a list of slugs', () => {
    expect(earlierSlugsAfter('old', 'a', 'b')).toBeNull()
    expect(earlierSlugsAfter([1], 'a', 'b')).toBeNull()
    expect(earlierSlugsAfter(['a/b'], 'a', 'b')).toBeNull()
  })
})

describe('resolveRedirect', () => {
  it('answers an old path with its target, trailing slash and %-escapes alike', () => {
    const table = redirectTable([
      { from: '/projects/old', to: '/projects/new' },
      { from: '/projekter/gammel-bølge', to: '/projekter/ny-bølge' },
    ])
    expect(resolveRedirect(table, '/projects/old')).toBe('/projects/new')
    expect(resolveRedirect(table, '/projects/old/')).toBe('/projects/new')
    expect(resolveRedirect(table, '/projekter/gammel-b%C3%B8lge')).toBe('/projekter/ny-b%C3%B8lge')
    expect(resolveRedirect(table, '/projects/other')).toBeNull()
  })

  it('follows a chain to its end and gives up on a loop', () => {
    const chain = redirectTable([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/c' },
    ])
    expect(resolveRedirect(chain, '/a')).toBe('/c')
    const loop = redirectTable([
      { from: '/a', to: '/b' },
      { from: '/b', to: '/a' },
    ])
    expect(resolveRedirect(loop, '/a')).toBeNull()
    expect(resolveRedirect(redirectTable([{ from: '/a', to: '/a/' }]), '/a')).toBeNull()
  })

  it('ignores a stored rule the CMS should have refused: no target ever reads as another host', () => {
    for (const to of ['/.//evil.example', '//evil.example', '/\\evil.example', 'https://evil.example', '/%2F/evil']) {
      expect(resolveRedirect(redirectTable([{ from: '/old', to }]), '/old'), to).toBeNull()
    }
  })

  it('answers a path of this origin or nothing, whatever the rules hold (property)', () => {
    const path = fc.stringMatching(/^[/.\\a-z%2F]{0,12}$/)
    fc.assert(
      fc.property(fc.array(fc.record({ from: path, to: path })), path, (rules, asked) => {
        const target = resolveRedirect(redirectTable(rules), asked)
        return target === null || (target.startsWith('/') && !target.startsWith('//') && !target.includes('\\'))
      }),
    )
  })

  it('lets a later rule for the same path win', () => {
    const table = redirectTable([
      { from: '/a', to: '/b' },
      { from: '/a/', to: '/c' },
    ])
    expect(resolveRedirect(table, '/a')).toBe('/c')
  })
})
