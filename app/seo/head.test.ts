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
    expect(screenHead('contact', 'no', { siteUrl: origin }).meta[1]?.content).toMatch(/prosjektet ditt/)
  })
})

describe('screenHead', () => {
  const doc = {
    title: 'Kode Labs',
    localizedSlugs: { en: 'kode-labs', no: 'kode-labs-no' },
    seo: {
      description: 'A studio.',
      image: {
        src: 'https://cdn.test/k.jpg',
        width: 1200,
        height: 630,
        alt: 'Kode',
        srcSet: null,
        sources: [],
        mime: null,
      },
      picture: null,
      published: null,
      modified: null,
      title: null,
    },
  }

  it("builds a detail page's links and social tags from its own loader data", () => {
    const head = screenHead('project', 'no', { siteUrl: origin }, doc)
    expect(head.links[0]).toEqual({ rel: 'canonical', href: 'https://example.test/projekter/kode-labs-no' })
    expect(head.links).toContainEqual({
      rel: 'alternate',
      hrefLang: 'en',
      href: 'https://example.test/projects/kode-labs',
    })
    const content = (key: string) => head.meta.find((m) => m.property === key || m.name === key)?.content
    expect(content('og:url')).toBe('https://example.test/projekter/kode-labs-no')
    expect(content('og:image')).toBe('https://cdn.test/k.jpg')
    expect(content('description')).toBe('A studio.')
    expect(head.meta[0]?.title).toBe('Kode Labs – Prosjekt | Origin')
  })

  it("puts the editors' SEO fields first: a document's, and a page's", () => {
    const edited = { ...doc, seo: { ...doc.seo, title: 'Kode Labs: a studio that ships', description: 'Ours.' } }
    const head = screenHead('project', 'no', { siteUrl: origin }, edited)
    const content = (key: string) => head.meta.find((m) => m.property === key || m.name === key)?.content
    expect(head.meta[0]?.title).toBe('Kode Labs: a studio that ships')
    expect([content('og:title'), content('twitter:title'), content('description')]).toEqual([
      'Kode Labs: a studio that ships',
      'Kode Labs: a studio that ships',
      'Ours.',
    ])
    const image = { ...doc.seo.image, src: 'https://cdn.test/share.jpg' }
    const terms = screenHead('terms', 'en', { siteUrl: origin }, undefined, {
      title: null,
      description: 'Rules.',
      image,
    })
    const termsContent = (key: string) => terms.meta.find((m) => m.property === key || m.name === key)?.content
    expect(terms.meta[0]?.title).toBe('Terms & Conditions | Origin')
    expect([termsContent('description'), termsContent('og:image')]).toEqual(['Rules.', 'https://cdn.test/share.jpg'])
  })

  it("gives a page without the editors' share image its own card, and a page without a canonical URL no social tags", () => {
    const content = (head: ReturnType<typeof screenHead>, key: string) =>
      head.meta.find((m) => m.property === key || m.name === key)?.content
    const about = screenHead('about', 'en', { siteUrl: origin })
    expect(content(about, 'og:image')).toMatch(/^https:\/\/example\.test\/og\/en\/about\.png\?v=\w+$/)
    expect([content(about, 'og:image:width'), content(about, 'og:image:height')]).toEqual(['1200', '630'])
    expect(content(about, 'og:image:alt')).toBe('About us – Origin')
    expect(content(about, 'twitter:image')).toBe(content(about, 'og:image'))
    const plain = { ...doc, seo: { ...doc.seo, image: null } }
    const project = screenHead('project', 'no', { siteUrl: origin }, plain)
    expect(content(project, 'og:image')).toMatch(/^https:\/\/example\.test\/og\/no\/project\/kode-labs-no\.png\?v=\w+$/)
    // A renamed document's card gets a new address, which link previews have not kept.
    const renamed = screenHead('project', 'no', { siteUrl: origin }, { ...plain, title: 'Kode Labs 2' })
    expect(content(renamed, 'og:image')).not.toBe(content(project, 'og:image'))
    const orphan = screenHead('blog', 'en', { siteUrl: origin })
    expect(orphan.links).toEqual([])
    expect(orphan.meta.some((m) => m.property === 'og:url')).toBe(false)
  })
})

describe('the journal feed link', () => {
  it("is on the journal's pages, to the feed of their language, and nowhere else", () => {
    const feedLinks = (head: ReturnType<typeof screenHead>) =>
      head.links.filter((l) => l.type === 'application/atom+xml')
    expect(feedLinks(screenHead('blogs', 'no', { siteUrl: origin }))).toEqual([
      { rel: 'alternate', type: 'application/atom+xml', title: 'Tidsskrift | Origin', href: `${origin}/blog/feed.xml` },
    ])
    expect(feedLinks(screenHead('blogs', 'en', { siteUrl: origin }))[0]?.href).toBe(`${origin}/blogs/feed.xml`)
    expect(feedLinks(screenHead('about', 'en', { siteUrl: origin }))).toEqual([])
  })
})
