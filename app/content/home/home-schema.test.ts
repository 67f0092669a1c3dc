import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { HOME_LIMITS, TESTIMONIAL_LIMITS } from '~/content/content-model'
import { collection } from '~/content/fields.server'
import { homeProject, homeResponse, testimonial } from '~/content/home/home.schema.server'

/** The home page's boundary (decision 038): whatever the CMS sends, a missing or unfit field is absent, never a crash. */

describe('the home answer', () => {
  it('reads an unpublished home (no data) and an empty one as absent', () => {
    expect(v.parse(homeResponse, { data: null }).data).toBeNull()
    const empty = v.parse(homeResponse, { data: {} }).data
    expect(empty).toMatchObject({ heroTitle: null, introText: null, craft: [], panels: [], showcase: [], journal: [] })
  })

  it('drops what does not fit and keeps the rest', () => {
    const home = v.parse(homeResponse, {
      data: {
        heroTitle: 'x'.repeat(HOME_LIMITS.heroTitle + 1),
        heroCta: '  ',
        introTitle: 42,
        craft: [{ title: 'Brand', text: null }, { text: 'no title' }, 'junk', { title: 'A' }, { title: 'B' }],
        panels: [
          { title: 'y'.repeat(HOME_LIMITS.panelTitle + 1) },
          { title: 'Branding', tags: [{ label: 'Identity' }, { label: null }, {}], items: null, picture: { url: 7 } },
        ],
      },
    }).data
    expect(home?.heroTitle).toBeNull()
    expect(home?.heroCta).toBeNull()
    expect(home?.introTitle).toBeNull()
    expect(home?.craft).toEqual([
      { title: 'Brand', text: null },
      { title: 'A', text: null },
      { title: 'B', text: null },
    ])
    expect(home?.panels).toEqual([{ title: 'Branding', text: null, tags: ['Identity'], items: [], picture: null }])
  })

  it('keeps a picked project only with its slug and title, and says whether it is published', () => {
    const project = (slug: string, publishedAt: string | null) => ({ slug, Title: slug.toUpperCase(), publishedAt })
    const home = v.parse(homeResponse, {
      data: {
        showcase: [
          { project: project('live', '2026-11-26T00:00:00.000Z'), year: '2023', focus: [{ label: 'Branding' }] },
          { project: project('draft', null) },
          { project: null, year: '2024' },
          { project: { slug: 'no-title' } },
        ],
        journal: [{ post: { slug: 'a-post', Title: 'A post', releaseDate: '2024-04-22', publishedAt: null } }, {}],
      },
    }).data
    expect((home?.showcase ?? []).map((card) => [card.project.slug, card.project.published, card.year])).toEqual([
      ['live', true, '2023'],
      ['draft', false, null],
    ])
    expect(home?.journal).toEqual([
      { slug: 'a-post', title: 'A post', published: false, date: '2024-04-22', category: null, preview: null },
    ])
  })

  it('gives every card a year: its own, else the year its project was entered', () => {
    const entered = (year: number) => ({
      createdAt: `${year}-05-02T10:00:00.000Z`,
      publishedAt: '2026-11-29T06:00:00.000Z',
    })
    const home = v.parse(homeResponse, {
      data: {
        showcase: [
          { project: { slug: 'kode-labs', Title: 'Kode Labs', ...entered(2023) } },
          { project: { slug: 'smeg', Title: 'SMEG', ...entered(2025) }, year: '2021' },
          { project: { slug: 'old', Title: 'Old', publishedAt: null } },
        ],
      },
    }).data
    expect((home?.showcase ?? []).map((card) => card.year)).toEqual(['2023', '2021', null])
    const latest = v.parse(collection(homeProject, 'project'), {
      data: [{ slug: 'chaos', Title: 'Chaos', ...entered(2024) }],
    })
    expect(latest.data.map((project) => project.year)).toEqual(['2024'])
  })
})

describe('testimonials', () => {
  it('leaves out one without a quote or a name, or with a quote longer than the CMS allows', () => {
    const list = collection(testimonial, 'testimonial')
    const parsed = v.parse(list, {
      data: [
        { documentId: 'a', quote: 'Great.', name: 'Ada', role: '', company: 'Acme', logo: null },
        { documentId: 'b', quote: '', name: 'Bo' },
        { documentId: 'c', quote: 'q'.repeat(TESTIMONIAL_LIMITS.quote + 1), name: 'Cy' },
      ],
    })
    expect(parsed.data).toEqual([{ key: 'a', quote: 'Great.', name: 'Ada', role: null, company: 'Acme', logo: null }])
  })
})
