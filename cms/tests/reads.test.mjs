// Contract tests: every read of product.md section 7 against the running, seeded CMS (locale=* replaces v4's locale=all).
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { get } from './helpers.mjs'

const q = (s) => s.replaceAll('[', '%5B').replaceAll(']', '%5D')

describe('public reads (product.md section 7)', () => {
  it('blog list per locale, newest first, with category and images', async () => {
    for (const locale of ['en', 'nb-NO']) {
      const { status, body } = await get(q(`/api/blogs?populate=*&sort=publishedAt:desc&locale=${locale}`))
      assert.equal(status, 200)
      assert.ok(body.meta.pagination.total >= 6)
      for (const post of body.data) {
        assert.equal(post.locale, locale)
        assert.equal(typeof post.Title, 'string')
        assert.match(post.slug, /^[a-z0-9-]+$/)
        assert.ok(post.BlogCategory?.Category)
        assert.ok(post.ThumbnailImage?.url)
        assert.ok(Array.isArray(post.BlogEditor))
      }
      const categories = new Set(body.data.map((p) => p.BlogCategory.Category))
      assert.equal(categories.size, 3)
    }
  })

  it('the home page per locale, whole without asking: its cards, panels and the picked projects and posts', async () => {
    for (const [locale, project, post] of [
      ['en', 'kode-labs', 'do-i-need-a-website-for-my-start-up'],
      ['nb-NO', 'kode-labs-nor', 'trenger-jeg-en-nettside-for-min-oppstart'],
    ]) {
      const { status, body } = await get(`/api/home?locale=${locale}`)
      assert.equal(status, 200)
      assert.equal(body.data.locale, locale)
      assert.equal(body.data.craft.length, 3)
      assert.equal(body.data.panels[0].tags.length, 6)
      assert.ok(body.data.panels[0].picture?.url)
      assert.equal(body.data.showcase[0].project.slug, project)
      assert.ok(body.data.showcase[0].project.publishedAt)
      assert.equal(body.data.journal[0].post.slug, post)
      assert.ok(body.data.journal[0].post.BlogCategory?.Category)
    }
  })

  it('testimonials per locale in their order, with logos', async () => {
    const { status, body } = await get(q('/api/testimonials?locale=nb-NO&populate[logo]=true&sort=order:asc'))
    assert.equal(status, 200)
    assert.deepEqual(
      body.data.map((t) => t.name),
      ['Lena Hartmann', 'Arben Krasniqi', 'Jonas Berg', 'Drita Morina'],
    )
    for (const testimonial of body.data) {
      assert.equal(testimonial.locale, 'nb-NO')
      assert.match(testimonial.logo?.url ?? '', /\.svg$/)
    }
  })

  it('blog by slug in any locale, with localizations linking the translations', async () => {
    const { body } = await get(q('/api/blogs?populate=*&locale=*&filters[slug][$eq]=frilanser-eller-byra'))
    assert.equal(body.data.length, 1)
    const { body: one } = await get(
      q(
        '/api/blogs?locale=nb-NO&filters[slug][$eq]=frilanser-eller-byra&populate[localizations][fields][0]=slug&populate[localizations][fields][1]=locale',
      ),
    )
    assert.deepEqual(
      one.data[0].localizations.map((l) => [l.locale, l.slug]),
      [['en', 'freelancer-vs-agency']],
    )
  })

  it('the home teaser posts exist in both languages, released 22.04.2024', async () => {
    for (const slug of [
      'do-i-need-a-website-for-my-start-up',
      'freelancer-vs-agency',
      'hiring-a-company-from-another-country',
      'trenger-jeg-en-nettside-for-min-oppstart',
      'frilanser-eller-byra',
      'ansette-et-selskap-fra-et-annet-land',
    ]) {
      const { body } = await get(q(`/api/blogs?locale=*&filters[slug][$eq]=${slug}`))
      assert.equal(body.data.length, 1, slug)
      assert.equal(body.data[0].releaseDate, '2024-04-22')
    }
  })

  // The seed's articles read as articles: sections, lists, a pull quote, links and their figure, in both languages.
  // Every block and modifier of the editor is the renderer's fixture's to cover (app/components/rich-text), which
  // the e2e suite saves into an article through this API.
  for (const [locale, slug] of [
    ['en', 'freelancer-vs-agency'],
    ['nb-NO', 'frilanser-eller-byra'],
  ])
    it(`rich bodies are Strapi blocks: sections, lists, a quote, links and a figure (${locale})`, async () => {
      const { body } = await get(q(`/api/blogs?locale=${locale}&filters[slug][$eq]=${slug}`))
      const blocks = body.data[0].BlogEditor
      const types = new Set(
        blocks.map((b) => (b.type === 'heading' ? `h${b.level}` : b.type === 'list' ? `list-${b.format}` : b.type)),
      )
      for (const t of ['paragraph', 'quote', 'h1', 'list-ordered', 'list-unordered', 'image']) {
        assert.ok(types.has(t), `missing ${t}`)
      }
      assert.ok(!types.has('code'), 'an article is no test page')
      const inline = blocks.flatMap((b) => b.children ?? []).flatMap((c) => [c, ...(c.children ?? [])])
      assert.ok(inline.some((c) => c.type === 'text' && c.bold))
      assert.ok(inline.some((c) => c.type === 'link' && c.url.startsWith('/')))
      const image = blocks.find((b) => b.type === 'image').image
      assert.ok(image.url && image.width && image.height && image.alternativeText)
      assert.ok(body.data[0].MinRead >= 3)
    })

  it('projects: pages of 6, filter by category, ≥ 8 per locale, fixed slugs, every section', async () => {
    for (const [locale, slugs] of [
      ['en', ['kode-labs', 'chaos-clothing-brand', 'smeg-kosovo']],
      ['nb-NO', ['kode-labs-nor', 'chaos-clothing-brand-nor', 'smeg-kosovo-nor']],
    ]) {
      const page = await get(
        q(`/api/projects?populate=*&sort=id:desc&locale=${locale}&pagination[page]=1&pagination[pageSize]=6`),
      )
      assert.equal(page.body.data.length, 6)
      assert.ok(page.body.meta.pagination.total >= 8)
      const category = locale === 'en' ? 'Branding' : 'Merkevarebygging'
      const filtered = await get(
        q(
          `/api/projects?populate=*&sort=id:desc&locale=${locale}&filters[categories][Category][$eq]=${encodeURIComponent(category)}`,
        ),
      )
      assert.ok(filtered.body.data.length >= 2)
      for (const slug of slugs) {
        const { body } = await get(q(`/api/projects?populate=*&filters[slug][$eq]=${slug}&locale=*`))
        const project = body.data[0]
        assert.ok(project, slug)
        for (const field of [
          'HeroImage',
          'ThumbnailImage',
          'FirstSectionImage',
          'FirstSectionTitle',
          'SecondSectionTitle',
          'ThirdSectionTitle',
          'LastSectionTitle',
        ]) {
          assert.ok(project[field], `${slug} ${field}`)
        }
        assert.ok(project.ImageSlider.length >= 4)
        assert.ok(project.Statistics.length >= 1 && project.Statistics[0].Number)
        assert.ok(project.Tags.length >= 2 && project.ProjectStatus.length >= 1 && project.ProjectFeatures.length >= 4)
        assert.ok(project.categories.length >= 1)
      }
    }
  })

  it('categories with their projects of the locale', async () => {
    const { body } = await get(q('/api/categories?populate[projects][filters][locale][$eq]=nb-NO&locale=nb-NO'))
    const names = body.data.map((c) => c.Category).sort()
    assert.deepEqual(names, ['Digital markedsføring', 'Merkevarebygging', 'UI/UX', 'Webutvikling'])
    assert.ok(body.data.every((c) => c.projects.length >= 1))
    // product.md's literal path has no locale=: it reads the default language (English), whose relations hold English projects.
    const literal = await get(q('/api/categories?populate[projects][filters][locale][$eq]=en'))
    assert.deepEqual(literal.body.data.map((c) => c.Category).sort(), [
      'Branding',
      'Digital Marketing',
      'UI/UX',
      'Web Development',
    ])
    assert.ok(literal.body.data.every((c) => c.projects.length >= 1 && c.projects.every((p) => p.locale === 'en')))
  })

  it('job openings in three categories, by slug too', async () => {
    const { body } = await get('/api/job-openings?populate=*')
    assert.deepEqual(new Set(body.data.map((j) => j.jobCategories)), new Set(['Development', 'Marketing', 'Design']))
    const one = await get(q('/api/job-openings?populate=*&filters[slug][$eq]=frontend-utvikler&locale=nb-NO'))
    assert.equal(one.body.data[0].jobTitle, 'Frontend-utvikler')
    assert.ok(one.body.data[0].jobDescription.length > 0)
  })

  it('brand logos are SVG files', async () => {
    const { body } = await get('/api/origin3-logos?populate=*&locale=en')
    assert.ok(body.data.length >= 4)
    for (const logo of body.data) {
      assert.equal(logo.LogoImage.mime, 'image/svg+xml')
      assert.ok(logo.LogoTitle)
    }
  })

  it('design resources and their categories, filterable', async () => {
    const all = await get(q('/api/creative-files?populate=*&sort=id:desc&locale=nb-NO'))
    assert.ok(all.body.data.length >= 6)
    const wallpapers = await get(
      q(
        '/api/creative-files?populate=*&sort=id:desc&locale=nb-NO&filters[FileCategory][Category][$eq]=Bakgrunnsbilder',
      ),
    )
    assert.ok(wallpapers.body.data.length >= 1)
    assert.ok(wallpapers.body.data.every((f) => f.FileCategory.Category === 'Bakgrunnsbilder' && f.File?.url))
    const categories = await get('/api/file-categories?populate=*&locale=en')
    assert.deepEqual(categories.body.data.map((c) => c.Category).sort(), ['UI/UX', 'Wallpapers'])
  })
})
