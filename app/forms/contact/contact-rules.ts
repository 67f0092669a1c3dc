import * as v from 'valibot'
import { emailRule, type FormResult, fieldOf, firstErrorKey, idempotencyKeySchema, oneOf } from '~/forms/form-rules'
import { multiLine, oneLine } from '~/forms/plain-text'
import { CONTACT_FIELD_LIMITS } from '~/lib/field-limits'

/*
 * The contact form's rules (product.md section 5, §7 "Contact form"), shared by the form in the browser, the server
 * function (contact.functions.ts) and the page's plain POST (contact.server.ts). Messages are dictionary keys
 * (`contact.errors.*`), so each side shows them in the visitor's language.
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
/** Whether a value is one of the contact form's error keys (a field's issue message, as the form reads it back). */
export const isContactErrorKey = oneOf(CONTACT_ERROR_KEYS)

const required = (key: ContactErrorKey, max: number, clean: (value: string) => string = oneLine) =>
  v.pipe(
    v.string(),
    v.transform(clean),
    v.trim(),
    v.nonEmpty(key),
    v.maxLength(max, 'tooLong' satisfies ContactErrorKey),
  )

/** Each field's rule: the form validates with them through Standard Schema, the server with `contactSchema`. */
export const contactFields = {
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
const isContactField = fieldOf(contactFields)

/** The first problem of one field, as a dictionary key; `undefined` when the value is fine. */
export function contactFieldError(name: ContactField, value: unknown): ContactErrorKey | undefined {
  return firstErrorKey(contactFields[name], value, isContactErrorKey)
}

export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorKey>>

/** How a contact submission went, as the server function and the page's plain POST both answer it. */
export type ContactResult = FormResult<ContactFieldErrors>

/** Whatever the browser sends, bounded; the real rules run below so they can answer per field. */
const looseString = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)), '')
export const contactInput = v.object({
  firstName: looseString(1000),
  email: looseString(1000),
  subject: looseString(1000),
  message: looseString(20_000),
  /** Honeypot: hidden from people, tempting to bots. */
  website: looseString(1000),
  idempotencyKey: v.optional(idempotencyKeySchema),
})
export type ContactInput = v.InferOutput<typeof contactInput>

/** A message that passed the rules, as the CMS stores it (POST /api/sendForm). */
export type ContactMessage = v.InferOutput<typeof contactSchema>

/**
 * The honeypot, then the rules: the message to store, or the answer without storing anything (a bot's filled honeypot
 * answers as if it were sent). Its post was counted against the client's allowance before its body was read
 * (pipeline/request-guard.ts).
 */
export function checkContact(data: ContactInput): { message: ContactMessage } | { result: ContactResult } {
  if (data.website.trim() !== '') return { result: { ok: true } }
  const parsed = v.safeParse(contactSchema, data, { abortPipeEarly: true })
  if (parsed.success) return { message: parsed.output }
  const fields: ContactFieldErrors = {}
  for (const issue of parsed.issues) {
    const key = issue.path?.[0]?.key
    if (typeof key === 'string' && isContactField(key) && isContactErrorKey(issue.message))
      fields[key] ??= issue.message
  }
  return { result: { ok: false, reason: 'invalid', fields } }
}
