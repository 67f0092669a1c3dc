import { describe, expect, it } from 'vitest'
import { withDraftOf } from './strapi.server'

/* Decision 103: a previewed document's draft shows in the published answer, and nothing else changes. */

const doc = (documentId: string, title: string) => ({ documentId, title })

describe('one document’s draft in a published answer', () => {
  it('takes the published version’s place in a list, others untouched', () => {
    const published = { data: [doc('a', 'A'), doc('b', 'B'), doc('c', 'C')], meta: { total: 3 } }
    const draft = { data: [doc('b', 'B draft')] }
    expect(withDraftOf('b', published, draft)).toEqual({
      data: [doc('a', 'A'), doc('b', 'B draft'), doc('c', 'C')],
      meta: { total: 3 },
    })
  })

  it('comes first when never published, and the published version goes when the draft no longer matches', () => {
    expect(withDraftOf('n', { data: [doc('a', 'A')] }, { data: [doc('n', 'New')] })).toEqual({
      data: [doc('n', 'New'), doc('a', 'A')],
    })
    expect(withDraftOf('a', { data: [doc('a', 'A'), doc('b', 'B')] }, { data: [] })).toEqual({ data: [doc('b', 'B')] })
  })

  it('never lets in another document the draft answer holds', () => {
    expect(withDraftOf('a', { data: [doc('a', 'A')] }, { data: [doc('x', 'X draft'), doc('a', 'A draft')] })).toEqual({
      data: [doc('a', 'A draft')],
    })
  })

  it('is a single type’s draft only when it is that document', () => {
    expect(withDraftOf('h', { data: doc('h', 'Home') }, { data: doc('h', 'Home draft') })).toEqual({
      data: doc('h', 'Home draft'),
    })
    expect(withDraftOf('h', { data: doc('h', 'Home') }, { data: doc('other', 'Other') })).toEqual({
      data: doc('h', 'Home'),
    })
    expect(withDraftOf('h', { data: null }, { data: doc('h', 'Never published') })).toEqual({
      data: doc('h', 'Never published'),
    })
    expect(withDraftOf('h', { data: doc('h', 'Home') }, { data: null })).toEqual({ data: doc('h', 'Home') })
  })
})
