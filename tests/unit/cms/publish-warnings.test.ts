import { describe, expect, it } from 'vitest'
import { missingLocales, picturesWithoutAlt } from '../../../cms/src/admin/is-it-live/checks'
import { IS_IT_LIVE_MESSAGES, IS_IT_LIVE_NORWEGIAN } from '../../../cms/src/admin/is-it-live/messages'

/* The publish warning's checks (decision 104): what the edit view's form holds, read by the content type's schema. */

const picture = (name: string, alternativeText: string | null) => ({ id: 1, name, mime: 'image/jpeg', alternativeText })
const schema = {
  attributes: {
    Title: { type: 'string' },
    MainImage: { type: 'media', multiple: false },
    Gallery: { type: 'media', multiple: true },
    cards: { type: 'component', component: 'home.card', repeatable: true },
    blocks: { type: 'dynamiczone', components: ['home.card'] },
  },
}
const components = { 'home.card': { attributes: { picture: { type: 'media' }, caption: { type: 'string' } } } }

describe('pictures without alternative text', () => {
  it('are found in media fields, repeatable components and dynamic zones, by file name', () => {
    const values = {
      Title: 'x',
      MainImage: picture('hero.jpg', null),
      Gallery: [picture('ok.jpg', 'A desk by a window'), picture('blank.jpg', '   ')],
      cards: [{ picture: picture('card.jpg', '') }, { picture: null }],
      blocks: [{ __component: 'home.card', picture: picture('zone.jpg', null) }],
    }
    expect(picturesWithoutAlt(values, schema, components)).toEqual(['hero.jpg', 'blank.jpg', 'card.jpg', 'zone.jpg'])
  })

  it('leave out files that are not pictures, and every picture that has one', () => {
    const values = {
      MainImage: { name: 'brief.pdf', mime: 'application/pdf', alternativeText: null },
      Gallery: [picture('ok.jpg', 'Two people at a whiteboard')],
    }
    expect(picturesWithoutAlt(values, schema, components)).toEqual([])
    expect(picturesWithoutAlt(undefined, schema, components)).toEqual([])
  })
})

describe('the other language', () => {
  it('is missing when no version of the entry has it', () => {
    expect(missingLocales('en', [])).toEqual(['nb-NO'])
    expect(missingLocales('nb-NO', [])).toEqual(['en'])
    expect(missingLocales('en', [{ locale: 'nb-NO' }])).toEqual([])
  })
})

describe('the words', () => {
  it('are there in Norwegian, message for message, with the same placeholders', () => {
    for (const [key, english] of Object.entries(IS_IT_LIVE_MESSAGES)) {
      const norwegian = Reflect.get(IS_IT_LIVE_NORWEGIAN, key)
      expect(typeof norwegian, key).toBe('string')
      const names = (text: string) => [...text.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]).sort()
      expect(names(String(norwegian)), key).toEqual(names(english))
    }
  })
})
