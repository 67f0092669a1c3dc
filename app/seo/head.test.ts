import { describe, expect, it } from 'vitest'
import { languageLinks, pageTitle, screenHead } from './head'

const origin = 'https://example.test'

describe('languageLinks', () => {
  it('gives canonical, en, nb-NO and x-default with absolute URLs', () => {
    expect(languageLinks(origin, 'about', 'no', {})).toEqual([
      { rel: 'canonical', href: 'https://example.test/om-oss' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://example.test/about' },
      { rel: 'alternate', hrefLang: 'nb-NO', href: 'https://example.test/om-oss' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://example.test/about' },
    ])
  })

  it("points detail pages at each translation's slug and omits a missing one", () => {
    expect(languageLinks(origin, 'project', 'en', { en: 'kode-labs', no: 'kode-labs-nor' })).toContainEqual({
      rel: 'alternate',
      hrefLang: 'nb-NO',
      href: 'https://example.test/projekter/kode-labs-nor',
    })
    const onlyNorwegian = languageLinks(origin, 'blog', 'no', { no: 'bare-norsk' })
    expect(onlyNorwegian.map((l) => l.hrefLang ?? l.rel)).toEqual(['canonical', 'nb-NO'])
  })

  it('gives shared pages one URL for en and x-default', () => {
    expect(languageLinks(origin, 'terms', 'en', {})).toEqual([
      { rel: 'canonical', href: 'https://example.test/terms' },
      { rel: 'alternate', hrefLang: 'en', href: 'https://example.test/terms' },
      { rel: 'alternate', hrefLang: 'x-default', href: 'https://example.test/terms' },
    ])
  })
})

describe('titles', () => {
  it('names the agency and the page in its language', () => {
    expect(pageTitle('about', 'en')).toBe('About us | Origin')
    expect(pageTitle('about', 'no')).toBe('Om oss | Origin')
    expect(pageTitle('home', 'no')).toContain('kreativt og digitalt byrå')
    expect(screenHead('contact', 'no').meta[1]?.content).toMatch(/prosjektet ditt/)
  })
})
