import * as v from 'valibot'
import { emailRule, type FormResult, fieldOf, firstErrorKey, oneOf } from '~/forms/form-rules'
import { multiLine, oneLine } from '~/forms/plain-text'
import { APPLICATION_FIELD_LIMITS } from '~/lib/field-limits'
import { MAX_APPLICATION_FILE_BYTES } from '~/lib/upload-limits'

/**
 * The job application's rules, shared by the browser form and the server function (the CMS checks them a third
 * time). Messages are dictionary keys (`apply.errors.*`).
 */
const APPLICATION_ERROR_KEYS = [
  'required',
  'email',
  'cvRequired',
  'fileType',
  'fileSize',
  'fileEmpty',
  'fileName',
  'tooLong',
] as const
export type ApplicationErrorKey = (typeof APPLICATION_ERROR_KEYS)[number]
/** Whether a value is one of the application's error keys (a field's issue message, as the form reads it back). */
export const isApplicationErrorKey = oneOf(APPLICATION_ERROR_KEYS)

export { MAX_APPLICATION_FILE_BYTES }
export const APPLICATION_FILE_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

const requiredText = (max: number) =>
  v.pipe(
    v.string(),
    v.transform(oneLine),
    v.trim(),
    v.nonEmpty('required' satisfies ApplicationErrorKey),
    v.maxLength(max, 'tooLong' satisfies ApplicationErrorKey),
  )
const optionalText = (max: number, clean: (value: string) => string = oneLine) =>
  v.pipe(v.string(), v.transform(clean), v.trim(), v.maxLength(max, 'tooLong' satisfies ApplicationErrorKey))

/** Each text field's most characters; a page rendered again never shows more of what was sent. */
export const APPLICATION_LIMITS = {
  name: APPLICATION_FIELD_LIMITS.name,
  surname: APPLICATION_FIELD_LIMITS.surname,
  email: APPLICATION_FIELD_LIMITS.email,
  phoneNumber: APPLICATION_FIELD_LIMITS.phoneNumber,
  message: APPLICATION_FIELD_LIMITS.message,
}
/** The job title, sent with the application from the page (not a visible field). */
export const POSITION_LIMIT = APPLICATION_FIELD_LIMITS.position

/** Each text field's rule: the form validates with them through Standard Schema, the server field by field. */
export const applicationTextFields = {
  name: requiredText(APPLICATION_LIMITS.name),
  surname: requiredText(APPLICATION_LIMITS.surname),
  email: emailRule<ApplicationErrorKey>(APPLICATION_LIMITS.email, {
    required: 'required',
    invalid: 'email',
    tooLong: 'tooLong',
  }),
  phoneNumber: optionalText(APPLICATION_LIMITS.phoneNumber),
  message: optionalText(APPLICATION_LIMITS.message, multiLine),
}
export type ApplicationTextField = keyof typeof applicationTextFields
const isApplicationTextField = fieldOf(applicationTextFields)
export const APPLICATION_TEXT_FIELDS = Object.keys(applicationTextFields).filter(isApplicationTextField)

export function applicationFieldError(name: ApplicationTextField, value: unknown): ApplicationErrorKey | undefined {
  return firstErrorKey(applicationTextFields[name], value, isApplicationErrorKey)
}

const EXTENSION = /\.(pdf|docx?)$/i

/** What the browser can check about a chosen file: present (for the CV), not empty, ≤ 10 MB, a document by name. */
export function applicationFileError(
  file: { name: string; size: number } | null,
  required: boolean,
): ApplicationErrorKey | undefined {
  if (!file) return required ? 'cvRequired' : undefined
  // Browsers send a bare file name; folders, control characters or names no file system allows come from scripts.
  if (file.name.length > 255 || !isPlainFileName(file.name)) return 'fileName'
  if (file.size === 0) return 'fileEmpty'
  if (file.size > MAX_APPLICATION_FILE_BYTES) return 'fileSize'
  if (!EXTENSION.test(file.name)) return 'fileType'
  return undefined
}

/** What the server checks beyond that: the bytes really are PDF, DOC (OLE2) or DOCX (a ZIP holding word/). */
export function looksLikeDocument(bytes: Uint8Array): boolean {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return true
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return true
  if (starts(0x50, 0x4b, 0x03, 0x04)) return new TextDecoder('latin1').decode(bytes).includes('word/')
  return false
}

export type ApplicationFileField = 'file1' | 'file2'
export type ApplicationFieldErrors = Partial<Record<ApplicationTextField | ApplicationFileField, ApplicationErrorKey>>

/** How an application went, as the server function and the page's plain POST both answer it. */
export type ApplicationResult = FormResult<ApplicationFieldErrors>

/**
 * The name a chosen file is stored under: the CMS's rule (packages/shared/src/plain-text.ts), so the name the site sends is
 * the one stored. Browsers send bare names; scripts can send anything, so the server never trusts it.
 */
export { fileName as safeFileName } from '~/forms/plain-text'

/** A name with no folder separators and no control characters (C0, DEL): all a real file's name ever needs. */
export function isPlainFileName(name: string): boolean {
  for (const char of name) {
    const code = char.charCodeAt(0)
    if (char === '/' || char === '\\' || code < 0x20 || code === 0x7f) return false
  }
  return true
}
