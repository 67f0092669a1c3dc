import assert from 'node:assert/strict'
import { createRequire } from 'node:module'
import { describe, test } from 'node:test'
import { adminFetch } from './helpers.mjs'

// The labels as the running CMS was built with them (cms/src/editor-labels, compiled by scripts/setup.sh).
const { CONTENT_TYPES, COMPONENTS } = createRequire(import.meta.url)('../dist/src/editor-labels/index.js')

/*
 * Decision 070: no field in the admin shows its raw attribute name. Read as the admin panel reads it (the content
 * manager's configuration of every type it shows, and of every component), so a field another change adds without
 * a label, or a label an edit set back to the raw name, is named here.
 */

/** Strapi names `documentId` itself, whatever the configuration says; a component's `id` is never shown. */
const UNLABELLED = new Set(['documentId'])
const SYSTEM = new Set(['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'])

async function data(path) {
  const { status, body } = await adminFetch(`/content-manager${path}`)
  assert.equal(status, 200, `GET /content-manager${path}`)
  return body.data
}

/** What is wrong with one type's or component's configuration, one line per field. */
function problemsOf(uid, attributes, configuration, { isComponent, kind }) {
  const problems = []
  const { metadatas, layouts, settings } = configuration
  const inEditView = new Set(layouts.edit.flat().map((cell) => cell.name))
  for (const [name, attribute] of Object.entries(attributes)) {
    if (UNLABELLED.has(name) || (isComponent && SYSTEM.has(name))) continue
    const metadata = metadatas[name]
    if (!metadata) {
      problems.push(`${uid}.${name}: no configuration`)
      continue
    }
    if (!metadata.list.label || metadata.list.label === name)
      problems.push(`${uid}.${name}: list label is its raw name`)
    if (SYSTEM.has(name)) continue
    const shown = metadata.edit.visible !== false
    if (!metadata.edit.label || metadata.edit.label === name) problems.push(`${uid}.${name}: label is its raw name`)
    if (!metadata.edit.description?.trim()) problems.push(`${uid}.${name}: no description`)
    if (shown && !inEditView.has(name)) problems.push(`${uid}.${name}: not placed in the edit view`)
    if (shown && attribute.type === 'relation' && (!metadata.edit.mainField || metadata.edit.mainField === 'id'))
      problems.push(`${uid}.${name}: its entries are listed by their id`)
  }
  // A single type's edit view is headed by the type's name: its mainField is `id` on purpose.
  const hasText = Object.values(attributes).some((attribute) => attribute.type === 'string')
  if (kind !== 'singleType' && hasText && (!settings.mainField || settings.mainField === 'id'))
    problems.push(`${uid}: its entries are titled by their id`)
  return problems
}

describe('the admin shows every field under a label and a description (decision 070)', () => {
  test('every content type the content manager shows', async () => {
    const types = (await data('/content-types')).filter((type) => type.isDisplayed)
    assert.ok(types.length >= 18, `${types.length} content types shown`)
    const problems = []
    for (const type of types) {
      const { contentType } = await data(`/content-types/${type.uid}/configuration`)
      problems.push(...problemsOf(type.uid, type.attributes, contentType, { isComponent: false, kind: type.kind }))
      if (type.kind === 'collectionType' && contentType.layouts.list[0] !== contentType.settings.mainField)
        problems.push(`${type.uid}: its list does not start with the entry's title`)
    }
    assert.deepEqual(problems, [])
  })

  test('every component', async () => {
    const components = await data('/components')
    assert.ok(components.length >= 19, `${components.length} components`)
    const problems = []
    for (const component of components) {
      const { component: configuration } = await data(`/components/${component.uid}/configuration`)
      problems.push(...problemsOf(component.uid, component.attributes, configuration, { isComponent: true }))
    }
    assert.deepEqual(problems, [])
  })
})

describe("the admin's Norwegian for the labels (decision 070)", () => {
  test('every type shown has its Norwegian name under its English one', async () => {
    const types = (await data('/content-types')).filter((type) => type.isDisplayed)
    const named = new Map(CONTENT_TYPES.map((labels) => [labels.uid, labels.name]))
    const problems = types.flatMap((type) => {
      const name = named.get(type.uid)
      if (!name) return [`${type.uid}: no labels`]
      if (name.en !== type.info.displayName)
        return [`${type.uid}: named "${name.en}", its schema says "${type.info.displayName}"`]
      return name.no.trim() ? [] : [`${type.uid}: no Norwegian name`]
    })
    assert.deepEqual(problems, [])
  })

  test('every label and description has its Norwegian, one per English description', () => {
    const problems = []
    const norwegianOf = new Map()
    for (const labels of [...CONTENT_TYPES, ...COMPONENTS]) {
      for (const [name, { label, description }] of Object.entries(labels.fields)) {
        const where = `${labels.uid}.${name}`
        if (!label.no.trim() || label.no === name) problems.push(`${where}: no Norwegian label`)
        if (!description.no.trim() || description.no === description.en)
          problems.push(`${where}: no Norwegian description`)
        const earlier = norwegianOf.get(description.en)
        if (earlier !== undefined && earlier !== description.no)
          problems.push(`${where}: its English description has two Norwegian ones`)
        norwegianOf.set(description.en, description.no)
      }
    }
    assert.deepEqual(problems, [])
  })
})
