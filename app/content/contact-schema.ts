import * as v from 'valibot'
import { multiLine, oneLine } from './plain-text'

/**
 * The contact form's rules (SPEC section 5), shared by the browser form and the server function. Messages are
 * dictionary keys (`contact.errors.*`), so each side shows them in the visitor's language.
 */
export const CONTACT_LIMITS = { firstName: 100, email: 254, subject: 200, message: 5000 } as const

export type ContactErrorKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'subjectRequired'
  | 'messageRequired'
  | 'tooLong'

const required = (key: ContactErrorKey, max: number, clean: (value: string) => string = oneLine) =>
  v.pipe(
    v.string(),
    v.transform(clean),
    v.trim(),
    v.nonEmpty(key),
    v.maxLength(max, 'tooLong' satisfies ContactErrorKey),
  )

export const contactFields = {
  firstName: required('nameRequired', CONTACT_LIMITS.firstName),
  email: v.pipe(
    v.string(),
    v.transform(oneLine),
    v.trim(),
    v.nonEmpty('emailRequired' satisfies ContactErrorKey),
    v.email('emailInvalid' satisfies ContactErrorKey),
    v.maxLength(CONTACT_LIMITS.email, 'tooLong' satisfies ContactErrorKey),
  ),
  subject: required('subjectRequired', CONTACT_LIMITS.subject),
  message: required('messageRequired', CONTACT_LIMITS.message, multiLine),
}

export const contactSchema = v.object(contactFields)

const CONTACT_ERROR_KEYS: readonly ContactErrorKey[] = [
  'nameRequired',
  'emailRequired',
  'emailInvalid',
  'subjectRequired',
  'messageRequired',
  'tooLong',
]

export function isContactErrorKey(value: unknown): value is ContactErrorKey {
  return CONTACT_ERROR_KEYS.some((key) => key === value)
}

/** The first problem of one field, as a dictionary key; `undefined` when the value is fine. */
export function contactFieldError(name: keyof typeof contactFields, value: unknown): ContactErrorKey | undefined {
  const result = v.safeParse(contactFields[name], value, { abortPipeEarly: true })
  if (result.success) return undefined
  const message = result.issues[0]?.message
  return isContactErrorKey(message) ? message : undefined
}

export type ContactField = keyof typeof contactFields
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorKey>>

/** How a contact submission went, as the server function and the page's plain POST both answer it. */
export type ContactResult =
  | { ok: true }
  | { ok: false; reason: 'invalid'; fields: ContactFieldErrors }
  | { ok: false; reason: 'rate-limited' | 'unavailable' }
