/**
 * How the code's labels meet the stored configuration (decision 070): each piece (a field's label and description, the
 * edit view's rows, the list's columns, the entry title) is written when the code's version of it changed since it was
 * last applied, or when the admin would otherwise show a raw attribute name; an editor's later change to a piece the
 * code has not changed since is kept. Pure: apply.ts reads and writes the content manager's configuration.
 */
import { createHash } from 'node:crypto'
import type { FieldText, Labels, SystemField } from './define'
import { SYSTEM_FIELDS } from './shared'

type Dict = Record<string, unknown>
type Row = { name: string; size: number }[]
export type Configuration = {
  settings: Dict
  metadatas: Record<string, { edit: Dict; list: Dict }>
  layouts: { edit: Row[]; list: string[] }
}
export type Attribute = { type: string; target?: string }
export type Model = { uid: string; kind: string | null; attributes: Record<string, Attribute> }

/** Types Strapi always shows full width (its field-sizes service: not resizable). */
const FULL_WIDTH = new Set(['component', 'dynamiczone', 'json', 'richtext', 'blocks'])
const WIDTHS = { half: 6, third: 4 } as const

export const isDict = (value: unknown): value is Dict =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const fingerprint = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16)

function isSystemField(name: string): name is SystemField {
  return Object.hasOwn(SYSTEM_FIELDS, name)
}

/** A field's words: the type's own, else Strapi's own fields' shared ones. */
function textOf(labels: Labels, name: string): FieldText | undefined {
  if (Object.hasOwn(labels.fields, name)) return labels.fields[name]
  if (isSystemField(name)) return labels.system?.[name] ?? SYSTEM_FIELDS[name]
  return undefined
}

/** The edit view's rows: the fields in page order, side by side while they fit in 12 columns. */
function editRows(labels: Labels, attributes: Readonly<Record<string, Attribute>>): Row[] {
  const rows: Row[] = []
  let used = 12
  for (const [name, text] of Object.entries(labels.fields)) {
    const attribute = attributes[name]
    if (!attribute || text.hidden) continue
    const size = FULL_WIDTH.has(attribute.type) || !text.width ? 12 : WIDTHS[text.width]
    if (used + size > 12) {
      rows.push([])
      used = 0
    }
    rows.at(-1)?.push({ name, size })
    used += size
  }
  return rows
}

/** The pieces the code sets for one type, each with the value it writes. */
function pieces(labels: Labels, model: Model, isComponent: boolean, titles: ReadonlyMap<string, string>) {
  const fields = Object.keys(model.attributes).flatMap((name) => {
    const text = textOf(labels, name)
    const system = isSystemField(name)
    // Strapi names `documentId` itself whatever is stored; a component's own fields are never shown.
    if (!text || name === 'documentId' || (system && isComponent)) return []
    const target = model.attributes[name]?.target
    const mainField = target ? titles.get(target) : undefined
    return [
      {
        name,
        value: {
          label: text.label.en,
          description: text.description.en,
          // Strapi keeps its own fields out of the edit view; ours are shown unless the code hides them.
          ...(system ? {} : { visible: !text.hidden }),
          ...(mainField ? { mainField } : {}),
        },
      },
    ]
  })
  const title = labels.title
  // A single type's edit view is headed by its title field's value, or by the type's name when that is `id`.
  const singleType = model.kind === 'singleType'
  return {
    fields,
    settings: singleType
      ? { mainField: 'id', defaultSortBy: 'id', defaultSortOrder: 'ASC' }
      : title
        ? { mainField: title, defaultSortBy: labels.sort?.by ?? title, defaultSortOrder: labels.sort?.order ?? 'ASC' }
        : null,
    list:
      model.kind === 'collectionType' && title
        ? [title, ...(labels.list ?? [])].filter((name) => name in model.attributes)
        : null,
    edit: editRows(labels, model.attributes),
  }
}

/** The stored configuration, in the shape the content manager keeps it. */
export function readConfiguration(value: unknown): Configuration {
  const stored = isDict(value) ? value : {}
  const metadatas: Configuration['metadatas'] = {}
  for (const [name, metadata] of Object.entries(isDict(stored.metadatas) ? stored.metadatas : {})) {
    if (!isDict(metadata)) continue
    metadatas[name] = {
      edit: isDict(metadata.edit) ? metadata.edit : {},
      list: isDict(metadata.list) ? metadata.list : {},
    }
  }
  const layouts = isDict(stored.layouts) ? stored.layouts : {}
  const edit = Array.isArray(layouts.edit) ? layouts.edit.filter(Array.isArray) : []
  return {
    settings: isDict(stored.settings) ? stored.settings : {},
    metadatas,
    layouts: {
      edit: edit.map((row) =>
        row.flatMap((cell: unknown) =>
          isDict(cell) && typeof cell.name === 'string' && typeof cell.size === 'number'
            ? [{ name: cell.name, size: cell.size }]
            : [],
        ),
      ),
      list: Array.isArray(layouts.list) ? layouts.list.filter((name) => typeof name === 'string') : [],
    },
  }
}

/**
 * One type's configuration with the code's pieces written in where the code changed them since `applied`, or where
 * the stored one shows a raw name; `applied` gets the fingerprints of what the code now says. `changed` is false when
 * nothing needs writing.
 */
export function withLabels(
  labels: Labels,
  model: Model,
  stored: Configuration,
  applied: Record<string, string>,
  { isComponent, titles }: { isComponent: boolean; titles: ReadonlyMap<string, string> },
): { configuration: Configuration; changed: boolean; applied: Record<string, string> } {
  const wanted = pieces(labels, model, isComponent, titles)
  const configuration: Configuration = structuredClone(stored)
  const next: Record<string, string> = {}
  let changed = false
  const due = (piece: string, value: unknown, raw: boolean) => {
    const print = fingerprint(value)
    next[piece] = print
    return raw || applied[piece] !== print
  }

  for (const { name, value } of wanted.fields) {
    const metadata = configuration.metadatas[name] ?? { edit: {}, list: {} }
    const raw = metadata.edit.label === name || metadata.list.label === name || !metadata.edit.description
    if (!due(`field:${name}`, value, raw)) continue
    const { label, ...edit } = value
    configuration.metadatas[name] = {
      edit: { ...metadata.edit, label, ...edit },
      list: { ...metadata.list, label, ...(value.mainField ? { mainField: value.mainField } : {}) },
    }
    changed = true
  }
  const untitled = configuration.settings.mainField === 'id' && wanted.settings?.mainField !== 'id'
  if (wanted.settings && due('settings', wanted.settings, untitled)) {
    configuration.settings = { ...configuration.settings, ...wanted.settings }
    changed = true
  }
  if (wanted.list && due('list', wanted.list, false)) {
    configuration.layouts.list = wanted.list
    changed = true
  }
  if (due('edit', wanted.edit, false)) {
    configuration.layouts.edit = wanted.edit
    changed = true
  }
  return { configuration, changed, applied: next }
}
