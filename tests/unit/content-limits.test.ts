import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  ABOUT_PAGE_LIMITS,
  CAREERS_PAGE_LIMITS,
  LEGAL_LIMITS,
  SEO_LIMITS,
  SERVICES_PAGE_LIMITS,
  SITE_SETTINGS_LIMITS,
  SOCIAL_NETWORKS,
  STAT_COUNTS,
} from '~/content/content-model'

/**
 * The content boundary checks the same limits the CMS's content types set (an editor cannot save more; an older
 * schema or a database edit that does is read as absent). The types are JSON Strapi reads itself: this keeps them equal.
 */
const attributes = v.record(
  v.string(),
  v.object({
    maxLength: v.optional(v.number()),
    max: v.optional(v.number()),
    min: v.optional(v.number()),
    enum: v.optional(v.array(v.string())),
  }),
)
const read = (path: string) => v.parse(v.object({ attributes }), JSON.parse(readFileSync(path, 'utf8'))).attributes
const contentType = (type: string) => read(`cms/src/api/${type}/content-types/${type}/schema.json`)
const component = (name: string) => read(`cms/src/components/${name}.json`)

describe("the content boundary's limits agree with the CMS", () => {
  it('legal pages', () => {
    const page = contentType('legal-page')
    const section = component('legal/section')
    expect({
      title: page.title?.maxLength,
      sections: page.sections?.max,
      sectionTitle: section.title?.maxLength,
      anchor: section.anchor?.maxLength,
      body: section.body?.maxLength,
    }).toEqual({ ...LEGAL_LIMITS })
  })

  it('site settings', () => {
    const settings = contentType('site-setting')
    const office = component('site/office')
    const social = component('site/social-link')
    expect({
      tagline: settings.tagline?.maxLength,
      footerMarquee: settings.footerMarquee?.maxLength,
      footerEmailLabel: settings.footerEmailLabel?.maxLength,
      email: settings.email?.maxLength,
      offices: settings.offices?.max,
      officeName: office.name?.maxLength,
      street: office.street?.maxLength,
      city: office.city?.maxLength,
      postcode: office.postcode?.maxLength,
      url: office.mapUrl?.maxLength,
      social: settings.social?.max,
    }).toEqual({ ...SITE_SETTINGS_LIMITS })
    expect(social.url?.maxLength).toBe(SITE_SETTINGS_LIMITS.url)
    expect(social.network?.enum).toEqual([...SOCIAL_NETWORKS])
  })

  it('the careers page', () => {
    const page = contentType('careers-page')
    expect({
      lead: page.lead?.maxLength,
      tags: page.tags?.max,
      tag: component('careers/tag').label?.maxLength,
      dreamsTitle: page.dreamsTitle?.maxLength,
      dreamsText: page.dreamsText?.maxLength,
      rolesTitle: page.rolesTitle?.maxLength,
    }).toEqual({ ...CAREERS_PAGE_LIMITS })
  })

  it('the services page', () => {
    const page = contentType('services-page')
    const panel = component('services/panel')
    const step = component('services/step')
    expect({
      lead: page.lead?.maxLength,
      panels: page.panels?.max,
      panelTitle: panel.title?.maxLength,
      panelText: panel.text?.maxLength,
      items: panel.items?.max,
      item: component('services/item').label?.maxLength,
      processTitle: page.processTitle?.maxLength,
      steps: page.steps?.max,
      stepTitle: step.title?.maxLength,
      stepText: step.text?.maxLength,
      ctaNumber: page.ctaNumber?.maxLength,
      ctaText: page.ctaText?.maxLength,
    }).toEqual({ ...SERVICES_PAGE_LIMITS })
  })

  it('the about page', () => {
    const page = contentType('about-page')
    const stat = component('about/stat')
    expect({
      lead: page.lead?.maxLength,
      sectionTitle: [page.statsTitle, page.valuesTitle, page.factsTitle].map((field) => field?.maxLength),
      stats: page.stats?.max,
      statLabel: stat.label?.maxLength,
      statValue: [stat.value?.min, stat.value?.max],
      values: page.values?.max,
      value: component('about/value').label?.maxLength,
      facts: page.facts?.max,
      fact: component('about/fact').text?.maxLength,
      storyTitle: page.storyTitle?.maxLength,
      storyText: page.storyText?.maxLength,
      ctaTitle: page.ctaTitle?.maxLength,
    }).toEqual({
      ...ABOUT_PAGE_LIMITS,
      sectionTitle: Array(3).fill(ABOUT_PAGE_LIMITS.sectionTitle),
      statValue: [0, ABOUT_PAGE_LIMITS.statValue],
    })
    expect(stat.counts?.enum).toEqual([...STAT_COUNTS])
  })

  it.each(['blog', 'project', 'job-opening', 'legal-page', 'careers-page', 'home', 'services-page', 'about-page'])(
    'the SEO fields of %s',
    (type) => {
      const fields = contentType(type)
      expect({ title: fields.metaTitle?.maxLength, description: fields.metaDescription?.maxLength }).toEqual({
        ...SEO_LIMITS,
      })
      expect(fields.shareImage).toBeDefined()
    },
  )
})
