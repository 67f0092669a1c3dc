import assert from 'node:assert/strict'
import { test } from 'node:test'
import { expectedJsonLd, jsonLdBlocks, jsonLdProblems, sitemapErrors } from './seo-lib.mjs'

const sitemap = (url) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
  ${url}
</urlset>`

test('a sitemap with language alternates validates; broken ones do not', async () => {
  const good = sitemap(`<url><loc>https://origin.example/projects/a</loc><lastmod>2026-01-02T03:04:05.000Z</lastmod>
    <xhtml:link rel="alternate" hreflang="nb-NO" href="https://origin.example/projekter/a"/>
    <xhtml:link rel="alternate" hreflang="x-default" href="https://origin.example/projects/a"/></url>`)
  assert.deepEqual(await sitemapErrors(good), [])
  assert.notDeepEqual(await sitemapErrors(sitemap('<url><lastmod>2026-01-02</lastmod></url>')), [])
  assert.notDeepEqual(
    await sitemapErrors(sitemap('<url><loc>https://origin.example/</loc><lastmod>yesterday</lastmod></url>')),
    [],
  )
  assert.notDeepEqual(
    await sitemapErrors(sitemap('<url><loc>https://origin.example/</loc><xhtml:link rel="alternate" href="x"/></url>')),
    [],
  )
})

test('JSON-LD blocks parse, and their required properties are checked per type', () => {
  const html = `<script type="application/ld+json" nonce="n">{"@type":"BreadcrumbList","itemListElement":[
    {"@type":"ListItem","position":1,"name":"Home","item":"https://o.example/"},
    {"@type":"ListItem","position":2,"name":"Work","item":"https://o.example/projects"}]}</script>
    <script type="application/ld+json">{"@type":"JobPosting","title":"Dev"}</script>
    <script type="application/ld+json">{not json</script>`
  const { blocks, errors } = jsonLdBlocks(html)
  assert.equal(blocks.length, 2)
  assert.equal(errors.length, 1)
  const problems = jsonLdProblems(blocks, ['JobPosting', 'BreadcrumbList', 'BlogPosting'])
  assert.ok(problems.some((p) => p.startsWith('JobPosting lacks description')))
  assert.ok(problems.includes('no BlogPosting block'))
  assert.ok(!problems.some((p) => p.startsWith('BreadcrumbList')))
})

test("the agency's e-mail and profiles are optional in its Organization, and well formed when there", () => {
  const agency = {
    '@type': 'Organization',
    name: 'Origin',
    url: 'https://o.example/',
    address: ['Pristina', 'Sandnes'].map((city) => ({
      '@type': 'PostalAddress',
      addressLocality: city,
      postalCode: '1',
      addressCountry: 'NO',
    })),
  }
  assert.deepEqual(jsonLdProblems([agency], ['Organization']), [])
  assert.deepEqual(
    jsonLdProblems([{ ...agency, email: 'studio@o.example', sameAs: ['https://x.com/o'] }], ['Organization']),
    [],
  )
  assert.deepEqual(jsonLdProblems([{ ...agency, email: 'nobody', sameAs: ['http://x.com/o'] }], ['Organization']), [
    'Organization lacks email (an address), sameAs (https links)',
  ])
})

test('each kind of page is expected to carry its types', () => {
  assert.deepEqual(expectedJsonLd('/no'), ['Organization'])
  assert.deepEqual(expectedJsonLd('/blog/x'), ['BlogPosting', 'BreadcrumbList'])
  assert.deepEqual(expectedJsonLd('/karrierer/x'), ['JobPosting', 'BreadcrumbList'])
  assert.deepEqual(expectedJsonLd('/projects/x'), ['BreadcrumbList'])
  assert.deepEqual(expectedJsonLd('/blogs'), [])
})
