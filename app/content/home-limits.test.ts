import { readFileSync } from 'node:fs'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { HOME_LIMITS, TESTIMONIAL_LIMITS } from './content-model'

/** The limits the site checks at its boundary are the ones the CMS's content types enforce (decision 038). */

const attribute = v.object({
  type: v.string(),
  maxLength: v.optional(v.number()),
  max: v.optional(v.number()),
  component: v.optional(v.string()),
})
const schema = v.object({ attributes: v.record(v.string(), attribute) })

function attributesOf(file: string) {
  const json: unknown = JSON.parse(readFileSync(new URL(`../../cms/src/${file}`, import.meta.url), 'utf8'))
  return v.parse(schema, json).attributes
}

const limitOf = (attributes: ReturnType<typeof attributesOf>, name: string) => {
  const found = attributes[name]
  return found?.type === 'component' ? found.max : found?.maxLength
}

describe('home limits', () => {
  const home = attributesOf('api/home/content-types/home/schema.json')
  const card = attributesOf('components/home/card.json')
  const label = attributesOf('components/home/label.json')
  const panel = attributesOf('components/home/service-panel.json')
  const showcase = attributesOf('components/home/showcase-card.json')

  it('match the home single type', () => {
    expect(limitOf(home, 'heroTitle')).toBe(HOME_LIMITS.heroTitle)
    expect(limitOf(home, 'heroCta')).toBe(HOME_LIMITS.heroCta)
    expect(limitOf(home, 'introText')).toBe(HOME_LIMITS.introText)
    for (const title of [
      'introTitle',
      'craftTitle',
      'approachTitle',
      'servicesTitle',
      'showcaseTitle',
      'testimonialsTitle',
      'journalTitle',
    ]) {
      expect(limitOf(home, title), title).toBe(HOME_LIMITS.sectionTitle)
    }
    expect(limitOf(home, 'craft')).toBe(HOME_LIMITS.cards)
    expect(limitOf(home, 'approach')).toBe(HOME_LIMITS.cards)
    expect(limitOf(home, 'panels')).toBe(HOME_LIMITS.panels)
    expect(limitOf(home, 'showcase')).toBe(HOME_LIMITS.showcase)
    expect(limitOf(home, 'journal')).toBe(HOME_LIMITS.journal)
  })

  it('match its components', () => {
    expect(limitOf(card, 'title')).toBe(HOME_LIMITS.cardTitle)
    expect(limitOf(card, 'text')).toBe(HOME_LIMITS.cardText)
    expect(limitOf(label, 'label')).toBe(HOME_LIMITS.label)
    expect(limitOf(panel, 'title')).toBe(HOME_LIMITS.panelTitle)
    expect(limitOf(panel, 'text')).toBe(HOME_LIMITS.panelText)
    expect(limitOf(panel, 'tags')).toBe(HOME_LIMITS.tags)
    expect(limitOf(panel, 'items')).toBe(HOME_LIMITS.items)
    expect(limitOf(showcase, 'year')).toBe(HOME_LIMITS.year)
    expect(limitOf(showcase, 'status')).toBe(HOME_LIMITS.status)
    expect(limitOf(showcase, 'focus')).toBe(HOME_LIMITS.focus)
  })
})

describe('testimonial limits', () => {
  const testimonial = attributesOf('api/testimonial/content-types/testimonial/schema.json')

  it('match the testimonial collection', () => {
    expect(limitOf(testimonial, 'quote')).toBe(TESTIMONIAL_LIMITS.quote)
    expect(limitOf(testimonial, 'name')).toBe(TESTIMONIAL_LIMITS.name)
    expect(limitOf(testimonial, 'role')).toBe(TESTIMONIAL_LIMITS.role)
    expect(limitOf(testimonial, 'company')).toBe(TESTIMONIAL_LIMITS.company)
    expect(testimonial.order?.max).toBe(TESTIMONIAL_LIMITS.order)
  })
})
