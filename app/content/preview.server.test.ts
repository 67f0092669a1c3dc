import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeReturnPath } from './preview.server'

const SITE = 'https://origin.example'

/** Where a browser goes with `Location: <path>` from the site: the check that matters, not the string's look. */
const landsOn = (path: string) => new URL(path, `${SITE}/api/exit-preview`)

describe('the preview links return only to this site', () => {
  it('keeps a path of the site, with its query and fragment', () => {
    expect(safeReturnPath('/projects/kode-labs')).toBe('/projects/kode-labs')
    expect(safeReturnPath('/blog?category=trends#top')).toBe('/blog?category=trends#top')
    expect(safeReturnPath('/a/./b/../c')).toBe('/a/c')
  })

  it('sends every way out found from outside to the home page', () => {
    for (const attack of [
      '/.//evil.example/phish',
      '/..//evil.example',
      '/./..//evil.example/x',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/\u0000/evil.example',
      '/\u0085/evil.example',
      ' //evil.example',
      '',
      null,
    ])
      expect(safeReturnPath(attack), JSON.stringify(attack)).toBe('/')
  })

  it('leaves encoded slashes encoded, so they stay inside the path', () => {
    const path = safeReturnPath('/%2F%2Fevil.example')
    expect(landsOn(path).origin).toBe(SITE)
    expect(landsOn(safeReturnPath('/%5Cevil.example')).origin).toBe(SITE)
  })

  it('whatever it is given, the browser stays on this origin (10 000 random inputs)', () => {
    const pieces = fc.constantFrom(
      '/',
      '.',
      '..',
      '\\',
      '%2F',
      '%5C',
      '//',
      'evil.example',
      '?',
      '#',
      ':',
      '@',
      '\t',
      '\n',
      '\u0000',
      '\u202e',
      'https:',
      'a',
    )
    // Dot segments and slashes in every order: what the URL parser folds into something else.
    const segments = fc
      .array(fc.constantFrom('/', '.', '..', '\\', '%2e', '%2f'), { minLength: 1, maxLength: 8 })
      .map((p) => `/${p.join('')}evil.example/x`)
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          segments,
          fc.array(pieces, { maxLength: 12 }).map((p) => p.join('')),
        ),
        (input) => {
          const path = safeReturnPath(input)
          expect(path.startsWith('/')).toBe(true)
          expect(path.startsWith('//')).toBe(false)
          expect(landsOn(path).origin).toBe(SITE)
        },
      ),
      { numRuns: 10_000 },
    )
  })
})
