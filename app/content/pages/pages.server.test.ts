import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ABOUT_PAGE_LIMITS, SERVICES_PAGE_LIMITS } from '~/content/content-model'
import { aboutPage, servicesPage } from '~/content/pages/pages.schema.server'

const services = (data: unknown) => v.parse(servicesPage, { data }).data
const about = (data: unknown) => v.parse(aboutPage, { data }).data

describe("the services page's words at the content boundary", () => {
  it('reads the panels with their services, the steps and the SEO fields', () => {
    expect(
      services({
        lead: 'All of it.',
        panels: [{ id: 1, title: 'Design', text: 'Brands.', items: [{ id: 2, label: 'Print' }] }],
        steps: [{ title: 'Listen', text: null }],
        ctaNumber: '180+',
        metaDescription: 'What we do',
      }),
    ).toEqual({
      lead: 'All of it.',
      panels: [{ title: 'Design', text: 'Brands.', items: ['Print'] }],
      processTitle: null,
      steps: [{ title: 'Listen', text: null }],
      ctaNumber: '180+',
      ctaText: null,
      seo: { title: null, description: 'What we do', image: null },
    })
  })

  it('leaves out untitled panels and steps, empty services, and what is past the limits', () => {
    expect(services(null)).toBeNull()
    const page = services({
      lead: 'x'.repeat(SERVICES_PAGE_LIMITS.lead + 1),
      panels: [
        { text: 'No title' },
        { title: 'Ok', items: [{ label: ' ' }, { label: 'x'.repeat(SERVICES_PAGE_LIMITS.item + 1) }, 'loose'] },
        ...Array(6).fill({ title: 'More' }),
      ],
      steps: 'not a list',
    })
    expect(page?.lead).toBeNull()
    expect(page?.panels).toHaveLength(SERVICES_PAGE_LIMITS.panels)
    expect(page?.panels[0]).toEqual({ title: 'Ok', text: null, items: [] })
    expect(page?.steps).toEqual([])
  })
})

describe("the about page's words at the content boundary", () => {
  it('reads stats, values and facts in the editors’ order', () => {
    const page = about({
      stats: [
        { label: 'offices', counts: 'offices', value: null, plus: false },
        { label: 'projects', counts: 'number', value: 180, plus: true },
        { label: 'years', counts: 'yearsSince', value: 2020 },
      ],
      values: [{ label: 'Adventure' }, { label: 'Passion' }],
      facts: [{ text: 'Coffee.' }, { text: 'Plants.' }],
      storyTitle: 'Then',
    })
    expect(page?.stats).toEqual([
      { label: 'offices', counts: 'offices', value: null, plus: false },
      { label: 'projects', counts: 'number', value: 180, plus: true },
      { label: 'years', counts: 'yearsSince', value: 2020, plus: false },
    ])
    expect(page?.values).toEqual(['Adventure', 'Passion'])
    expect(page?.facts).toEqual(['Coffee.', 'Plants.'])
    expect(page?.storyTitle).toBe('Then')
    expect(page?.lead).toBeNull()
  })

  it('leaves out a stat without its number, an unknown kind counts its value, lists are cut to their limits', () => {
    const page = about({
      stats: [
        { label: 'no number', counts: 'number' },
        { label: 'no year', counts: 'yearsSince', value: null },
        { label: 'negative', value: -3 },
        { label: 'odd kind', counts: 'weeks', value: 7 },
        { value: 5 },
      ],
      facts: Array(ABOUT_PAGE_LIMITS.facts + 3).fill({ text: 'Fact' }),
      values: [{ label: 'x'.repeat(ABOUT_PAGE_LIMITS.value + 1) }, { label: 'Ok' }],
    })
    expect(page?.stats).toEqual([{ label: 'odd kind', counts: 'number', value: 7, plus: false }])
    expect(page?.facts).toHaveLength(ABOUT_PAGE_LIMITS.facts)
    expect(page?.values).toEqual(['Ok'])
  })
})
