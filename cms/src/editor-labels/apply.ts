/**
 * The editors' labels, applied to the content manager's stored configuration at every start (decision 070), through
 * the content manager's own configuration services (what its "Configure the view" page saves through), as merge.ts
 * says which pieces are due.
 */
import type { Core } from '@strapi/strapi'
import { COMPONENTS, CONTENT_TYPES } from '.'
import type { Labels } from './define'
import { type Attribute, type Configuration, isDict, type Model, readConfiguration, withLabels } from './merge'

/** The content manager's configuration service for content types or for components, as used here. */
type ConfigurationService = {
  findConfiguration(model: Model): Promise<unknown>
  updateConfiguration(model: Model, configuration: Configuration): Promise<unknown>
}

/** Where the last applied version of each piece is kept: uid → piece → fingerprint. */
const STORE_KEY = 'editor-labels'

/** The field that names an entry of each of our types: what a relation to it shows. */
const TITLES = new Map(CONTENT_TYPES.flatMap((type) => (type.title ? [[type.uid, type.title] as const] : [])))

function asModel(value: unknown): Model | null {
  if (!isDict(value) || typeof value.uid !== 'string' || !isDict(value.attributes)) return null
  const attributes: Record<string, Attribute> = {}
  for (const [name, attribute] of Object.entries(value.attributes)) {
    if (!isDict(attribute) || typeof attribute.type !== 'string') continue
    attributes[name] = {
      type: attribute.type,
      ...(typeof attribute.target === 'string' ? { target: attribute.target } : {}),
    }
  }
  return { uid: value.uid, kind: typeof value.kind === 'string' ? value.kind : null, attributes }
}

/** The fingerprints recorded for a type at the last start. */
function appliedBefore(record: unknown, uid: string): Record<string, string> {
  const pieces = isDict(record) ? record[uid] : null
  if (!isDict(pieces)) return {}
  return Object.fromEntries(
    Object.entries(pieces).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}

/** Every type's and component's labels into the content manager's configuration; a failure is logged, never fatal. */
export async function applyEditorLabels(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'origin' })
  const before: unknown = await store.get({ key: STORE_KEY })
  const record: Record<string, Record<string, string>> = {}
  const manager = strapi.plugin('content-manager')
  const services: [readonly Labels[], ConfigurationService, (uid: string) => unknown, boolean][] = [
    [
      CONTENT_TYPES,
      manager.service('content-types'),
      (uid) => manager.service('content-types').findContentType(uid),
      false,
    ],
    [COMPONENTS, manager.service('components'), (uid) => manager.service('components').findComponent(uid), true],
  ]
  let written = 0
  for (const [list, service, find, isComponent] of services) {
    for (const labels of list) {
      try {
        const model = asModel(find(labels.uid))
        if (!model) {
          strapi.log.warn(`Editor labels: no content type or component ${labels.uid}`)
          continue
        }
        const result = withLabels(
          labels,
          model,
          readConfiguration(await service.findConfiguration(model)),
          appliedBefore(before, labels.uid),
          { isComponent, titles: TITLES },
        )
        if (result.changed) {
          await service.updateConfiguration(model, result.configuration)
          written++
        }
        record[labels.uid] = result.applied
      } catch (error) {
        strapi.log.error(
          `Editor labels: could not apply those of ${labels.uid}: ${error instanceof Error ? error.message : String(error)}`,
        )
      }
    }
  }
  await store.set({ key: STORE_KEY, value: record })
  if (written > 0) strapi.log.info(`Editor labels: applied to ${written} content types and components`)
}
