/**
 * The labels' Norwegian, in the shapes the admin panel takes it (decision 070): translations under the content
 * manager's keys for field labels and type names, and each English description's Norwegian for the edit view's hints.
 * Imported by the admin panel (src/admin/app.tsx); no server code.
 */
import { COMPONENTS, CONTENT_TYPES } from '.'
import type { FieldText, Labels } from './define'
import { SYSTEM_FIELDS } from './shared'

/** Every field of a type, Strapi's own included (a component has none shown). */
function fieldsOf(labels: Labels, isComponent: boolean): [string, FieldText][] {
  const own = Object.entries(labels.fields)
  if (isComponent) return own
  return [...own, ...Object.entries({ ...SYSTEM_FIELDS, ...labels.system })]
}

/**
 * The admin's Norwegian for our labels: field labels under the keys the content manager formats them with
 * (`content-manager.content-types.<uid>.<field>`, `content-manager.components.<uid>.<field>`), and each type's
 * menu name under its English name (the key the menu and the headers format it with).
 */
export function norwegianLabels(): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const [list, prefix, isComponent] of [
    [CONTENT_TYPES, 'content-types', false],
    [COMPONENTS, 'components', true],
  ] as const) {
    for (const labels of list) {
      for (const [name, text] of fieldsOf(labels, isComponent)) {
        messages[`content-manager.${prefix}.${labels.uid}.${name}`] = text.label.no
      }
      if (labels.name) messages[labels.name.en] = labels.name.no
    }
  }
  return messages
}

/** Each English description's Norwegian: an editor's own English description has none, and stays as they wrote it. */
export function norwegianDescriptions(): Map<string, string> {
  const descriptions = new Map<string, string>()
  for (const [list, isComponent] of [
    [CONTENT_TYPES, false],
    [COMPONENTS, true],
  ] as const) {
    for (const labels of list) {
      for (const [, text] of fieldsOf(labels, isComponent)) descriptions.set(text.description.en, text.description.no)
    }
  }
  return descriptions
}
