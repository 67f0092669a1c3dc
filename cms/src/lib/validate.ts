/**
 * Server-side checks of the two forms. The site validates first, but the CMS never trusts its callers: lengths,
 * e-mail shape, and uploaded files judged by their bytes, not their names.
 */
import { readFile } from 'node:fs/promises'
import { MAX_DOCUMENT_BYTES } from '@origin/shared/field-limits'
import { fileName, multiLine, oneLine } from '@origin/shared/plain-text'

export type FieldError = { path: string[]; message: string }

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type TextKind = 'line' | 'message'

function text(value: unknown, kind: TextKind = 'line'): string {
  if (typeof value !== 'string') return ''
  return (kind === 'message' ? multiLine(value) : oneLine(value)).trim()
}

/** A text rule's arguments: the errors to add to, the posted data, the field, its limit, its label, how it is cleaned. */
type TextRule = [
  errors: FieldError[],
  data: Record<string, unknown>,
  field: string,
  max: number,
  label: string,
  kind?: TextKind,
]

export function requireText(...[errors, data, field, max, label, kind = 'line']: TextRule) {
  const value = optionalText(errors, data, field, max, label, kind)
  if (!value) errors.push({ path: [field], message: `${label} is required` })
  return value
}

export function optionalText(...[errors, data, field, max, label, kind = 'line']: TextRule) {
  const value = text(data[field], kind)
  if (value.length > max) errors.push({ path: [field], message: `${label} must be at most ${max} characters` })
  return value
}

export function requireEmail(errors: FieldError[], data: Record<string, unknown>, max: number) {
  const value = text(data.email)
  if (!value) errors.push({ path: ['email'], message: 'Email is required' })
  else if (value.length > max || !EMAIL.test(value)) errors.push({ path: ['email'], message: 'Invalid email address' })
  return value
}

export type DocumentKind = 'pdf' | 'doc' | 'docx'

const MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** PDF, legacy Word (OLE2) or Word 2007+ (a ZIP holding word/…), judged by the file's bytes. */
export function sniffDocument(bytes: Buffer): DocumentKind | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf'
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])))
    return 'doc'
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) {
    // A .docx is a ZIP whose entries include word/document.xml; other ZIPs are refused.
    if (bytes.includes(Buffer.from('word/'))) return 'docx'
  }
  return null
}

export function mimeOf(kind: DocumentKind): string {
  return MIME[kind]
}

/** The name a file is stored and shown under (the site's rule too, plain-text.ts), its extension the file's kind. */
export function safeFileName(name: unknown, kind: DocumentKind): string {
  const stem = fileName(typeof name === 'string' ? name : '').replace(/\.[A-Za-z0-9]{1,5}$/, '')
  return `${stem}.${kind}`
}

export type UploadedFile = { filepath: string; originalFilename?: string | null; size: number }

/** Checks one uploaded file; returns its bytes and kind, or pushes an error for the field. */
export async function checkFile(
  errors: FieldError[],
  field: string,
  file: UploadedFile | undefined,
  required: boolean,
) {
  if (!file) {
    if (required) errors.push({ path: [field], message: 'A CV file is required (PDF, DOC or DOCX)' })
    return null
  }
  if (file.size === 0) {
    errors.push({ path: [field], message: 'The file is empty' })
    return null
  }
  if (file.size > MAX_DOCUMENT_BYTES) {
    errors.push({ path: [field], message: 'The file is larger than 10 MB' })
    return null
  }
  const bytes = await readFile(file.filepath)
  const kind = sniffDocument(bytes)
  if (!kind) {
    errors.push({ path: [field], message: 'Only PDF, DOC or DOCX files are accepted' })
    return null
  }
  return { bytes, kind, name: safeFileName(file.originalFilename, kind) }
}
