/**
 * The shapes of the editors' labels (decision 070): for every content type and component, each field's label and
 * description in the admin's two languages, in the order the page reads, and the field that names an entry. The
 * English goes into the content manager's stored configuration at start (apply.ts); the Norwegian into the admin's
 * translations (src/admin/app.tsx). Plain data, no Strapi runtime: the admin panel's bundle imports it too.
 */
import type { Schema, UID } from '@strapi/strapi'

/** A text in the admin's two languages: English, and Norwegian Bokmål (the admin's `no`). */
export type Words = { readonly en: string; readonly no: string }

export type FieldText = {
  /** What the field is called in the edit view, the list's column and its filters. */
  readonly label: Words
  /** Where it shows on the site, under the field. */
  readonly description: Words
  /**
   * Shares its row with the fields next to it: `half` (6 of the 12 columns) or `third` (4). Full width otherwise;
   * lists and rich text are always full width.
   */
  readonly width?: 'half' | 'third'
  /** Kept out of the edit view (a value the CMS keeps for itself); still labelled for the list's columns and filters. */
  readonly hidden?: true
}

/** The fields Strapi gives every content type: labelled once for all (SYSTEM_FIELDS), or per type (`system`). */
export type SystemField = 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'

/** Kept by Strapi and never shown in the content manager: not labelled. */
type Unshown = 'publishedAt' | 'locale' | 'localizations'

/** A field an editor sees: every attribute of the schema but Strapi's own. */
export type EditorField<U extends UID.Schema> = Exclude<Schema.AttributeNames<U>, SystemField | Unshown>

/** Every field of the schema, in the order the page reads it: a field missing, or one the schema has not, fails tsc. */
export type Fields<U extends UID.Schema> = { readonly [F in EditorField<U>]: FieldText }

export type TypeLabels<U extends UID.ContentType = UID.ContentType> = {
  readonly uid: U
  /** The type's name in the content manager's menu: `en` as its schema's displayName says, `no` the admin's Norwegian. */
  readonly name: Words
  /**
   * The field that names an entry: the list's first column, and what a relation to this type shows. None for a single
   * type, whose edit view is headed by the type's own name.
   */
  readonly title?: EditorField<U>
  /** The list view's columns after the title (collection types). */
  readonly list?: readonly (EditorField<U> | SystemField)[]
  /** The list's order; by the title, A to Z, when not given. */
  readonly sort?: { readonly by: EditorField<U> | SystemField; readonly order: 'ASC' | 'DESC' }
  /** Strapi's own fields, worded for this type (a message's `createdAt` is when it came in). */
  readonly system?: Partial<Record<SystemField, FieldText>>
  readonly fields: Fields<U>
}

export type ComponentLabels<U extends UID.Component = UID.Component> = {
  readonly uid: U
  /**
   * The field whose text heads each entry of a list of these (a statistic by its title). None for a component that
   * holds only a relation: Strapi heads an entry with text only, so those entries have no heading.
   */
  readonly title?: EditorField<U>
  readonly fields: Fields<U>
}

/** Any type's or component's labels, as the code that applies them reads them. */
export type Labels = {
  readonly uid: string
  readonly name?: Words
  readonly title?: string
  readonly list?: readonly string[]
  readonly sort?: { readonly by: string; readonly order: 'ASC' | 'DESC' }
  readonly system?: Partial<Record<SystemField, FieldText>>
  readonly fields: Readonly<Record<string, FieldText>>
}

/** A content type's labels, checked against its schema by the compiler. */
export function contentType<const U extends UID.ContentType>(
  uid: U,
  labels: Omit<TypeLabels<U>, 'uid'>,
): TypeLabels<U> {
  return { uid, ...labels }
}

/** A component's labels, checked against its schema by the compiler. */
export function component<const U extends UID.Component>(
  uid: U,
  labels: Omit<ComponentLabels<U>, 'uid'>,
): ComponentLabels<U> {
  return { uid, ...labels }
}
