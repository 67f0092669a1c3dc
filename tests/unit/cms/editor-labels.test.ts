import { describe, expect, it } from 'vitest'
import type { Labels } from '../../../cms/src/editor-labels/define'
import { type Model, readConfiguration, withLabels } from '../../../cms/src/editor-labels/merge'

/**
 * Decision 070's rule for what the code writes into the content manager's stored configuration at start: what the
 * code changed since it last applied it, and any raw name; an editor's own change to a piece the code has not changed
 * since stays.
 */

const words = (en: string) => ({ en, no: `${en} (no)` })

const labels = (description = 'Where the title shows.'): Labels => ({
  uid: 'api::note.note',
  title: 'title',
  list: ['kind'],
  fields: {
    title: { label: words('Note title'), description: words(description), width: 'half' },
    kind: { label: words('Kind'), description: words('Which kind.'), width: 'half' },
    body: { label: words('Text'), description: words('The text.') },
    author: { label: words('Written by'), description: words('Who wrote it.') },
  },
})

const model: Model = {
  uid: 'api::note.note',
  kind: 'collectionType',
  attributes: {
    id: { type: 'integer' },
    title: { type: 'string' },
    kind: { type: 'enumeration' },
    body: { type: 'blocks' },
    author: { type: 'relation', target: 'api::person.person' },
    extra: { type: 'string' },
    createdAt: { type: 'datetime' },
    documentId: { type: 'string' },
  },
}

/** The configuration Strapi makes for a new type: every field under its raw name. */
const strapiDefault = () =>
  readConfiguration({
    settings: { mainField: 'id', defaultSortBy: 'id', defaultSortOrder: 'ASC', pageSize: 10 },
    metadatas: Object.fromEntries(
      Object.keys(model.attributes).map((name) => [
        name,
        { edit: { label: name, description: '', visible: name !== 'createdAt' }, list: { label: name } },
      ]),
    ),
    layouts: { edit: [[{ name: 'title', size: 6 }]], list: ['id', 'title'] },
  })

const options = { isComponent: false, titles: new Map([['api::person.person', 'name']]) }

describe('the labels meet the stored configuration (decision 070)', () => {
  const first = withLabels(labels(), model, strapiDefault(), {}, options)

  it('writes everything on the first start: labels, descriptions, rows, list, entry title', () => {
    const { configuration } = first
    expect(first.changed).toBe(true)
    expect(configuration.metadatas.title?.edit).toMatchObject({
      label: 'Note title',
      description: 'Where the title shows.',
    })
    expect(configuration.metadatas.title?.list.label).toBe('Note title')
    expect(configuration.metadatas.author?.edit.mainField).toBe('name')
    expect(configuration.metadatas.createdAt?.list.label).toBe('Created')
    expect(configuration.metadatas.createdAt?.edit.visible).toBe(false)
    expect(configuration.layouts.edit).toEqual([
      [
        { name: 'title', size: 6 },
        { name: 'kind', size: 6 },
      ],
      [{ name: 'body', size: 12 }],
      [{ name: 'author', size: 12 }],
    ])
    expect(configuration.layouts.list).toEqual(['title', 'kind'])
    expect(configuration.settings).toMatchObject({ mainField: 'title', defaultSortBy: 'title', pageSize: 10 })
  })

  it('leaves a field the code does not know as Strapi made it, for the contract test to name', () => {
    expect(first.configuration.metadatas.extra?.edit.label).toBe('extra')
  })

  it("keeps an editor's own label while the code's is unchanged", () => {
    const edited = structuredClone(first.configuration)
    edited.metadatas.title = { edit: { ...edited.metadatas.title?.edit, label: 'Heading' }, list: { label: 'Heading' } }
    edited.layouts.edit.reverse()
    const again = withLabels(labels(), model, edited, first.applied, options)
    expect(again.changed).toBe(false)
    expect(again.configuration.metadatas.title?.edit.label).toBe('Heading')
  })

  it("writes the code's wording over an editor's once the code changes it", () => {
    const edited = structuredClone(first.configuration)
    edited.metadatas.title = { edit: { ...edited.metadatas.title?.edit, label: 'Heading' }, list: { label: 'Heading' } }
    const again = withLabels(labels('Where the title shows, bigger.'), model, edited, first.applied, options)
    expect(again.changed).toBe(true)
    expect(again.configuration.metadatas.title?.edit).toMatchObject({
      label: 'Note title',
      description: 'Where the title shows, bigger.',
    })
    expect(again.configuration.metadatas.kind).toEqual(edited.metadatas.kind)
  })

  it('puts a label back that an edit set to the raw name, or a description taken away', () => {
    const edited = structuredClone(first.configuration)
    edited.metadatas.kind = { edit: { ...edited.metadatas.kind?.edit, label: 'kind' }, list: { label: 'kind' } }
    edited.metadatas.body = { edit: { ...edited.metadatas.body?.edit, description: '' }, list: { label: 'Text' } }
    const again = withLabels(labels(), model, edited, first.applied, options)
    expect(again.configuration.metadatas.kind?.edit.label).toBe('Kind')
    expect(again.configuration.metadatas.body?.edit.description).toBe('The text.')
  })

  it("heads a single type's edit view by its name, not a field", () => {
    const single = withLabels(
      { ...labels(), title: undefined },
      { ...model, kind: 'singleType' },
      strapiDefault(),
      {},
      options,
    )
    expect(single.configuration.settings.mainField).toBe('id')
    expect(single.configuration.layouts.list).toEqual(['id', 'title'])
  })
})
