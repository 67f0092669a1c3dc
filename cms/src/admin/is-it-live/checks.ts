/**
 * What an editor should hear before publishing (decision 104): pictures without alternative text, found in the form's
 * values by the content type's schema (media fields, components and dynamic zones at any depth), and the site's other
 * language missing for a translated entry. Plain functions of what the edit view holds, so they are tested alone.
 */

/** The site's languages (the CMS's locales): an entry missing one is not on that language's site. */
const SITE_LOCALES = ['en', 'nb-NO'] as const

type Schemas = { attributes: Record<string, unknown> }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value])

/** A file of a media field that is a picture and has no alternative text: its name. */
function pictureWithoutAlt(file: unknown): string | null {
  if (!isRecord(file) || typeof file.mime !== 'string' || !file.mime.startsWith('image/')) return null
  const alt = typeof file.alternativeText === 'string' ? file.alternativeText.trim() : ''
  return alt ? null : typeof file.name === 'string' ? file.name : String(file.id ?? '?')
}

/** The names of the pictures without alternative text in `values`, read by `schema` (and its components'). */
export function picturesWithoutAlt(
  values: unknown,
  schema: Schemas | undefined,
  components: Record<string, Schemas | undefined>,
): string[] {
  if (!isRecord(values) || !schema) return []
  const found: string[] = []
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (!isRecord(attribute)) continue
    const value = values[name]
    if (attribute.type === 'media') {
      for (const file of asList(value)) {
        const missing = pictureWithoutAlt(file)
        if (missing) found.push(missing)
      }
    } else if (attribute.type === 'component' && typeof attribute.component === 'string') {
      for (const item of asList(value))
        found.push(...picturesWithoutAlt(item, components[attribute.component], components))
    } else if (attribute.type === 'dynamiczone') {
      for (const item of asList(value)) {
        const uid = isRecord(item) && typeof item.__component === 'string' ? item.__component : ''
        found.push(...picturesWithoutAlt(item, components[uid], components))
      }
    }
  }
  return [...new Set(found)]
}

/** The site's languages this entry has no version in, besides `locale` (the one being edited). */
export function missingLocales(locale: string | undefined, existing: readonly { locale?: string }[]): string[] {
  const present = new Set([locale, ...existing.map((version) => version.locale)])
  return SITE_LOCALES.filter((code) => !present.has(code))
}
