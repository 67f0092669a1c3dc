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

/**
 * The CMS's limits of the named fields, keyed by field name (as the app's limit tables name most of them): the
 * longest text of each `maxLength` field and the most entries of each `max` list. A field the app names otherwise is
 * spelled out beside it.
 */
const limits = (fields: v.InferOutput<typeof attributes>, maxLength: readonly string[], max: readonly string[] = []) =>
  Object.fromEntries([
    ...maxLength.map((name) => [name, fields[name]?.maxLength]),
    ...max.map((name) => [name, fields[name]?.max]),
  ])

/** Limits named after their component, as the app's tables name them: `panelTitle` for the panel's `title`. */
const prefixed = (prefix: string, named: Record<string, number | undefined>) =>
  Object.fromEntries(
    Object.entries(named).map(([name, limit]) => [prefix + name.charAt(0).toUpperCase() + name.slice(1), limit]),
  )

describe("the content boundary's limits agree with the CMS", () => {
  it('legal pages', () => {
    const section = component('legal/section')
    expect({
      ...limits(contentType('legal-page'), ['title'], ['sections']),
      ...limits(section, ['anchor', 'body']),
      sectionTitle: section.title?.maxLength,
    }).toEqual({ ...LEGAL_LIMITS })
  })

  it('site settings', () => {
    const office = component('site/office')
    const social = component('site/social-link')
    expect({
      ...limits(
        contentType('site-setting'),
        ['tagline', 'footerMarquee', 'footerEmailLabel', 'email'],
        ['offices', 'social'],
      ),
      ...limits(office, ['street', 'city', 'postcode']),
      officeName: office.name?.maxLength,
      url: office.mapUrl?.maxLength,
    }).toEqual({ ...SITE_SETTINGS_LIMITS })
    expect(social.url?.maxLength).toBe(SITE_SETTINGS_LIMITS.url)
    expect(contentType('site-setting').resourcesFolderUrl?.maxLength).toBe(SITE_SETTINGS_LIMITS.url)
    expect(social.network?.enum).toEqual([...SOCIAL_NETWORKS])
  })

  it('the careers page', () => {
    expect({
      ...limits(contentType('careers-page'), ['lead', 'dreamsTitle', 'dreamsText', 'rolesTitle'], ['tags']),
      tag: component('careers/tag').label?.maxLength,
    }).toEqual({ ...CAREERS_PAGE_LIMITS })
  })

  it('the services page', () => {
    const panel = component('services/panel')
    expect({
      ...limits(contentType('services-page'), ['lead', 'processTitle', 'ctaNumber', 'ctaText'], ['panels', 'steps']),
      ...limits(panel, [], ['items']),
      ...prefixed('panel', limits(panel, ['title', 'text'])),
      ...prefixed('step', limits(component('services/step'), ['title', 'text'])),
      item: component('services/item').label?.maxLength,
    }).toEqual({ ...SERVICES_PAGE_LIMITS })
  })

  it('the about page', () => {
    const page = contentType('about-page')
    const stat = component('about/stat')
    expect({
      ...limits(page, ['lead', 'storyTitle', 'storyText', 'ctaTitle'], ['stats', 'values', 'facts']),
      sectionTitle: [page.statsTitle, page.valuesTitle, page.factsTitle].map((field) => field?.maxLength),
      statLabel: stat.label?.maxLength,
      statValue: [stat.value?.min, stat.value?.max],
      value: component('about/value').label?.maxLength,
      fact: component('about/fact').text?.maxLength,
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
