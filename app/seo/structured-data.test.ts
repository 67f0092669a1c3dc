import { describe, expect, it } from 'vitest'
import type { SiteSettings } from '~/content/site-settings/site-settings.functions'
import { jsonForScript } from '~/seo/head'
import { sitemapXml } from './sitemap'
import { type SeoDocument, structuredData } from './structured-data'

const site = 'https://origin.example'
const doc: SeoDocument = {
  title: 'Hello </script><script>alert(1)</script>',
  seo: {
    title: null,
    description: 'A & B',
    image: null,
    picture: null,
    published: '2024-04-22T10:00:00.000Z',
    modified: null,
  },
  text: 'Build things.',
}

const settings: SiteSettings = {
  tagline: null,
  footerMarquee: null,
  footerEmailLabel: null,
  email: 'studio@agency.invalid',
  offices: [
    { name: 'Kosovo', street: null, city: 'Pristina', postcode: '10000', mapUrl: null },
    { name: 'Norway', street: 'Storgata 1', city: 'Sandnes', postcode: '4307', mapUrl: null },
  ],
  social: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/x' }],
  resourcesFolderUrl: null,
}

describe('structuredData', () => {
  it('describes the agency on home with the site settings: e-mail, offices, profiles', () => {
    const [org] = structuredData(site, 'home', 'en', `${site}/`, null, settings)
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Origin', email: 'studio@agency.invalid' })
    if (org?.['@type'] !== 'Organization') throw new Error('no Organization block')
    expect(org.address).toEqual([
      { '@type': 'PostalAddress', addressLocality: 'Pristina', postalCode: '10000', addressCountry: 'Kosovo' },
      {
        '@type': 'PostalAddress',
        streetAddress: 'Storgata 1',
        addressLocality: 'Sandnes',
        postalCode: '4307',
        addressCountry: 'Norway',
      },
    ])
    expect(org.sameAs).toEqual(['https://www.linkedin.com/company/x'])
  })

  it('leaves out what the site settings do not have, rather than inventing it', () => {
    const [org] = structuredData(site, 'home', 'en', `${site}/`, null, null)
    expect(org).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${site}/#organization`,
      name: 'Origin',
      url: `${site}/`,
      logo: `${site}/favicon.svg`,
      image: `${site}/og-default.jpg`,
    })
  })

  it('gives detail pages a breadcrumb trail and their own type', () => {
    const url = `${site}/karrierer/frontend-utvikler`
    const blocks = structuredData(site, 'career', 'no', url, doc, settings)
    expect(blocks.map((b) => b['@type'])).toEqual(['BreadcrumbList', 'JobPosting'])
    const trail = blocks[0]
    if (trail?.['@type'] !== 'BreadcrumbList') throw new Error('no BreadcrumbList block')
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Hjem', item: `${site}/no` },
      { '@type': 'ListItem', position: 2, name: 'Karrierer', item: `${site}/karrierer` },
      { '@type': 'ListItem', position: 3, name: doc.title, item: url },
    ])
    expect(blocks[1]).toMatchObject({ title: doc.title, description: 'Build things.', datePosted: '2024-04-22' })
    expect(structuredData(site, 'blog', 'en', `${site}/blogs/x`, doc).map((b) => b['@type'])).toEqual([
      'BreadcrumbList',
      'BlogPosting',
    ])
    expect(structuredData(site, 'project', 'en', `${site}/projects/x`, doc).map((b) => b['@type'])).toEqual([
      'BreadcrumbList',
    ])
    expect(structuredData(site, 'contact', 'en', `${site}/contact`, null)).toEqual([])
  })

  it('is written so CMS text cannot leave the script element, and reads back unchanged', () => {
    const [, posting] = structuredData(site, 'blog', 'en', `${site}/blogs/x`, doc)
    if (!posting) throw new Error('no BlogPosting')
    const json = jsonForScript(posting)
    expect(json).not.toMatch(/[<>&]/)
    expect(JSON.parse(json)).toEqual(posting)
  })
})

describe('sitemapXml', () => {
  it('lists each language with alternates and x-default; a shared page once without them', () => {
    const xml = sitemapXml(site, [
      { paths: { en: '/projects/a&b', no: '/projekter/a-nor' }, lastmod: '2026-01-02T03:04:05.000Z' },
      { paths: { en: '/terms', no: '/terms' } },
      { paths: { no: '/blog/bare-norsk' }, lastmod: 'not a date' },
    ])
    expect(xml.match(/<url>/g)).toHaveLength(4)
    expect(xml).toContain('<loc>https://origin.example/projects/a&amp;b</loc>')
    expect(xml).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="nb-NO" href="https://origin.example/projekter/a-nor"/>',
    )
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://origin.example/projects/a&amp;b"/>',
    )
    expect(xml.match(/\/terms<\/loc>/g)).toHaveLength(1)
    expect(xml).not.toContain('not a date')
  })
})
