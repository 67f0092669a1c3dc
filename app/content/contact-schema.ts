import * as v from 'valibot'
import { CONTACT_FIELD_LIMITS } from '~/lib/field-limits'
import { emailRule, type FormResult, fieldOf, firstErrorKey, oneOf } from './form-rules'
import { multiLine, oneLine } from './plain-text'

/**
 * The contact form's rules (product.md section 5), shared by the browser form and the server function. Messages are
 * dictionary keys (`contact.errors.*`), so each side shows them in the visitor's language.
 */
export const CONTACT_LIMITS = CONTACT_FIELD_LIMITS

const CONTACT_ERROR_KEYS = [
  'nameRequired',
  'emailRequired',
  'emailInvalid',
  'subjectRequired',
  'messageRequired',
  'tooLong',
] as const
export type ContactErrorKey = (typeof CONTACT_ERROR_KEYS)[number]
export const isContactErrorKey = oneOf(CONTACT_ERROR_KEYS)

const required = (key: ContactErrorKey, max: number, clean: (value: string) => string = oneLine) =>
  v.pipe(
    v.string(),
    v.transform(clean),
    v.trim(),
    v.nonEmpty(key),
    v.maxLength(max, 'tooLong' satisfies ContactErrorKey),
  )

const contactFields = {
  firstName: required('nameRequired', CONTACT_LIMITS.firstName),
  email: emailRule<ContactErrorKey>(CONTACT_LIMITS.email, {
    required: 'emailRequired',
    invalid: 'emailInvalid',
    tooLong: 'tooLong',
  }),
  subject: required('subjectRequired', CONTACT_LIMITS.subject),
  message: required('messageRequired', CONTACT_LIMITS.message, multiLine),
}

export const contactSchema = v.object(contactFields)

export type ContactField = keyof typeof contactFields
export const isContactField = fieldOf(contactFields)

/** The first problem of one field, as a dictionary key; `undefined` when the value is fine. */
export function contactFieldError(name: ContactField, value: unknown): ContactErrorKey | undefined {
  return firstErrorKey(contactFields[name], value, isContactErrorKey)
}

export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorKey>>

/** How a contact submission went, as the server function and the page's plain POST both answer it. */
export type ContactResult = FormResult<ContactFieldErrors>
