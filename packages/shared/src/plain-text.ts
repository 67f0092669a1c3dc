/*
 * What a form's text may hold once received, the one rule for the CMS (validate.ts) and the site
 * (app/forms/plain-text.ts imports this file; no imports here, decision 022): no C0 or C1
 * control characters, no DEL, and no bidirectional embeddings, overrides or isolates (U+202A–U+202E, U+2066–U+2069),
 * which can make a name or subject read differently in the admin panel and in e-mails than what was stored. One-line
 * fields turn tabs and line breaks into spaces; messages keep line breaks (as \n) and tabs. Stripped, not refused: a
 * visitor who pasted an invisible mark should not face an error they cannot see.
 */

function isStripped(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}

const TAB = 0x09
const LF = 0x0a
const CR = 0x0d

/** A name, e-mail, phone number, subject or position: one line of plain characters. */
export function oneLine(value: string): string {
  let out = ''
  // CR LF is one break (browsers send every line break of a multipart form as CR LF), so it becomes one space.
  for (const char of value.replace(/\r\n/g, '\n')) {
    const code = char.codePointAt(0) ?? 0
    if (code === TAB || code === LF || code === CR) out += ' '
    else if (!isStripped(code)) out += char
  }
  return out
}

/** A message: line breaks (CR LF and CR become LF) and tabs stay; every other control character goes. */
export function multiLine(value: string): string {
  let out = ''
  const normalised = value.replace(/\r\n?/g, '\n')
  for (const char of normalised) {
    const code = char.codePointAt(0) ?? 0
    if (code === TAB || code === LF || !isStripped(code)) out += char
  }
  return out
}

/** Control and format characters: C0, DEL, C1, and `\p{Cf}` (bidi marks, overrides and isolates, zero widths, BOM). */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu
/** What Windows allows in no file name (besides the folder separators, which are cut before). */
const FORBIDDEN = /[<>:"|?*]/g

/**
 * An uploaded file's name as it is stored and shown (the site sends it, the CMS stores it): the last part of any
 * path, without control or format characters (`x\u202Egpj.pdf`, a right-to-left override, read as `xfdp.jpg` in the
 * admin), without what file systems refuse, spaces run together, no leading dot, at most 110 characters before the
 * extension, which is kept and lower-cased. `document.pdf` when nothing is left.
 */
export function fileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? ''
  const clean = base.normalize('NFC').replace(INVISIBLE, '').replace(FORBIDDEN, '').replace(/\s+/g, ' ').trim()
  const match = /^(.*?)(\.[A-Za-z0-9]{1,5})?$/su.exec(clean)
  // No hidden files (a leading dot) and a bounded length; the extension is kept apart so it survives both.
  const stem = (match?.[1] ?? '')
    .replace(/^[.\s]+/, '')
    .slice(0, 110)
    .trim()
  const extension = (match?.[2] ?? '').toLowerCase()
  return stem.length > 0 ? `${stem}${extension}` : `document${extension || '.pdf'}`
}
