import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGS } from './lang'
import { counterpartPath } from './localized-slugs'
import {
  canonicalPath,
  guessLangFromPath,
  hasSlug,
  internalPath,
  isSharedScreen,
  matchPublicPath,
  publicPath,
  routeTable,
  screenPath,
  screens,
} from './routes'

describe('route table', () => {
  // product.md §2 is the table people read; this one is the site's. A screen added to one and not the other fails here.
  it('has the screens and paths of product.md section 2, and no others', () => {
    const doc = readFileSync(new URL('../../docs/product.md', import.meta.url), 'utf8')
    const section = doc.slice(doc.indexOf('## 2. Screens and paths'), doc.indexOf('## 3.'))
    const pairs = section
      .split('\n')
      .filter((line) => line.startsWith('| '))
      .slice(2)
      .flatMap((line) => {
        // A cell's paths, without what its parentheses say (the thank-you row names a redirect there).
        const [en = [], no = []] = line
          .split('|')
          .slice(2, 4)
          .map((cell) =>
            [...cell.replace(/\([^)]*\)/g, '').matchAll(/`([^`]+)`/g)].map((m) => m[1]?.replace('{slug}', '$slug')),
          )
        // "the same paths": the shared pages.
        return en.map((path, index) => `${path} ${no.length ? no[index] : path}`)
      })
    const table = screens.map((screen) => `${routeTable[screen].en} ${routeTable[screen].no}`)
    expect(table.toSorted()).toEqual(pairs.toSorted())
  })

  it('round-trips every screen and language through its public path', () => {
    for (const screen of screens) {
      for (const lang of LANGS) {
        const slug = hasSlug(screen) ? `some-slug-${lang}` : undefined
        const path = screenPath(screen, lang, slug)
        const match = matchPublicPath(path)
        expect(match, path).not.toBeNull()
        expect(match?.screen).toBe(screen)
        expect(match?.lang).toBe(isSharedScreen(screen) ? null : lang)
        expect(match?.slug).toBe(slug)
      }
    }
  })

  it('gives every non-shared screen two different paths', () => {
    for (const screen of screens.filter((s) => !isSharedScreen(s))) {
      expect(routeTable[screen].en).not.toBe(routeTable[screen].no)
    }
  })

  it('encodes and decodes slugs', () => {
    const path = screenPath('blog', 'no', 'hva er ø?')
    expect(path).toBe('/blog/hva%20er%20%C3%B8%3F')
    expect(matchPublicPath(path)?.slug).toBe('hva er ø?')
  })

  it('refuses a detail path without a slug and unknown paths', () => {
    expect(() => screenPath('project', 'en')).toThrow()
    expect(matchPublicPath('/projects/a/b')).toBeNull()
    expect(matchPublicPath('/nowhere')).toBeNull()
    expect(matchPublicPath('/projects/%E0%A4%A')).toBeNull()
  })

  it('treats a trailing slash as the same page', () => {
    expect(matchPublicPath('/om-oss/')).toEqual({ screen: 'about', lang: 'no' })
  })

  it('guesses the language of unknown paths from their first segment', () => {
    expect(guessLangFromPath('/projekter/a/b', 'en')).toBe('no')
    expect(guessLangFromPath('/blogs/x/y', 'no')).toBe('en')
    expect(guessLangFromPath('/no/whatever', 'en')).toBe('no')
    expect(guessLangFromPath('/whatever', 'no')).toBe('no')
    expect(guessLangFromPath('/whatever', 'en')).toBe('en')
  })
})

describe('counterpartPath', () => {
  it('maps each fixed screen to its other-language path', () => {
    expect(counterpartPath('about', 'no', {})).toBe('/om-oss')
    expect(counterpartPath('home', 'en', {})).toBe('/')
    expect(counterpartPath('thankYou', 'no', {})).toBe('/tusen-takk')
  })

  it("uses the translation's own slug for CMS documents", () => {
    expect(counterpartPath('project', 'no', { en: 'kode-labs', no: 'kode-labs-nor' })).toBe('/projekter/kode-labs-nor')
  })

  it("falls back to the other language's list when a document has no translation", () => {
    expect(counterpartPath('blog', 'en', { no: 'bare-norsk' })).toBe('/blogs')
    expect(counterpartPath('career', 'no', { en: 'designer' })).toBe('/karrierer')
  })
})

describe("the router's paths (decision 061)", () => {
  it('puts a Norwegian page under /no with its English path, and shows its public path again', () => {
    for (const screen of screens) {
      if (isSharedScreen(screen)) continue
      const slug = hasSlug(screen) ? 'a-slug' : undefined
      const norwegian = screenPath(screen, 'no', slug)
      const english = screenPath(screen, 'en', slug)
      const internal = internalPath(norwegian)
      expect(internal, norwegian).toBe(english === '/' ? '/no' : `/no${english}`)
      expect(internal && publicPath(internal), norwegian).toBe(norwegian)
    }
  })

  it('leaves English, shared and unknown paths, and files under a screen, as they are', () => {
    for (const path of [
      '/',
      '/about',
      '/blogs/x',
      '/terms',
      '/privacy',
      '/nowhere',
      '/blog/feed.xml',
      '/blogs/feed.xml',
    ])
      expect(internalPath(path), path).toBeNull()
    for (const path of ['/', '/about', '/terms', '/noise', '/no/nowhere', '/no/terms'])
      expect(publicPath(path), path).toBeNull()
  })
})

describe('canonicalPath', () => {
  it('spells every path the router folds (case, %-escapes) as the route table does; a slug keeps its case', () => {
    expect(canonicalPath('/about')).toBe('/about')
    expect(canonicalPath('/ABOUT')).toBe('/about')
    expect(canonicalPath('/%61bout')).toBe('/about')
    expect(canonicalPath('/Om-Oss')).toBe('/om-oss')
    expect(canonicalPath('/')).toBe('/')
    expect(canonicalPath('/NO')).toBe('/no')
    expect(canonicalPath('/PROJECTS/Kode-Labs')).toBe('/projects/Kode-Labs')
    expect(canonicalPath('/projects/kode%2Dlabs')).toBe('/projects/kode-labs')
    expect(canonicalPath('/blog/hva%20er%20%C3%B8')).toBe('/blog/hva%20er%20%C3%B8')
  })

  it('is null for what is no page of the table', () => {
    for (const path of ['/nowhere', '/projects/', '/projects/a/b', '/%ZZ', '/no/about'])
      expect(canonicalPath(path), path).toBeNull()
  })
})
