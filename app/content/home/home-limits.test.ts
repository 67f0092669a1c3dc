import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { HOME_LIMITS, TESTIMONIAL_LIMITS } from '~/content/content-model'

/** The limits the site checks at its boundary are the ones the CMS's content types enforce (decision 038). */

const attribute = v.object({
  type: v.string(),
  maxLength: v.optional(v.number()),
  max: v.optional(v.number()),
  component: v.optional(v.string()),
})
const schema = v.object({ attributes: v.record(v.string(), attribute) })

function attributesOf(file: string) {
  const json: unknown = JSON.parse(readFileSync(new URL(`../../../cms/src/${file}`, import.meta.url), 'utf8'))
  return v.parse(schema, json).attributes
}

const limitOf = (attributes: ReturnType<typeof attributesOf>, name: string) => {
  const found = attributes[name]
  return found?.type === 'component' ? found.max : found?.maxLength
}

/** Each field's limit in the CMS is the one the site expects of it; compared at once, so a failure shows every field. */
const expectLimits = (attributes: ReturnType<typeof attributesOf>, expected: Record<string, number>) =>
  expect(Object.fromEntries(Object.keys(expected).map((name) => [name, limitOf(attributes, name)]))).toEqual(expected)

/** The site's limits for the fields of the same names. */
const named = <L extends Record<string, number>>(limits: L, names: readonly (keyof L & string)[]) =>
  Object.fromEntries(names.map((name) => [name, limits[name]]))

describe('home limits', () => {
  const home = attributesOf('api/home/content-types/home/schema.json')
  const card = attributesOf('components/home/card.json')
  const label = attributesOf('components/home/label.json')
  const panel = attributesOf('components/home/service-panel.json')
  const showcase = attributesOf('components/home/showcase-card.json')

  it('match the home single type', () => {
    const sectionTitles = [
      'introTitle',
      'craftTitle',
      'approachTitle',
      'servicesTitle',
      'showcaseTitle',
      'testimonialsTitle',
      'journalTitle',
    ]
    expectLimits(home, {
      ...named(HOME_LIMITS, ['heroTitle', 'heroCta', 'introText', 'panels', 'showcase', 'journal']),
      ...Object.fromEntries(sectionTitles.map((title) => [title, HOME_LIMITS.sectionTitle])),
      craft: HOME_LIMITS.cards,
      approach: HOME_LIMITS.cards,
    })
  })

  it('match its components', () => {
    expectLimits(card, { title: HOME_LIMITS.cardTitle, text: HOME_LIMITS.cardText })
    expectLimits(label, named(HOME_LIMITS, ['label']))
    expectLimits(panel, {
      title: HOME_LIMITS.panelTitle,
      text: HOME_LIMITS.panelText,
      ...named(HOME_LIMITS, ['tags', 'items']),
    })
    expectLimits(showcase, named(HOME_LIMITS, ['year', 'status', 'focus']))
  })
})

describe('testimonial limits', () => {
  const testimonial = attributesOf('api/testimonial/content-types/testimonial/schema.json')

  it('match the testimonial collection', () => {
    expectLimits(testimonial, named(TESTIMONIAL_LIMITS, ['quote', 'name', 'role', 'company']))
    expect(testimonial.order?.max).toBe(TESTIMONIAL_LIMITS.order)
  })
})
