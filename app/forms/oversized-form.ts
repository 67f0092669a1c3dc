/**
 * The text fields of a form body of which only the start is at hand: the request guard reads an oversized form POST
 * to its end but keeps just its head (`HEAD_KEEP_BYTES`). A browser writes the fields in the order of the page, and
 * the application form has its text fields before its files, so the head holds what the visitor typed, and the page
 * answering "the file is too large" can give it back to them.
 *
 * Only whole fields count: a multipart part whose closing boundary arrived, and is not a file; in an urlencoded body,
 * every pair but the last, which the cut may have shortened.
 */
export function oversizedFormFields(bytes: Uint8Array, contentType: string): FormData {
  const form = new FormData()
  const type = contentType.toLowerCase()
  if (type.startsWith('application/x-www-form-urlencoded')) {
    const pairs = new TextDecoder().decode(bytes).split('&').slice(0, -1)
    for (const [name, value] of new URLSearchParams(pairs.join('&'))) form.append(name, value)
    return form
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)
  const delimiter = `--${boundary?.[1] ?? boundary?.[2] ?? ''}`
  if (!type.startsWith('multipart/form-data') || delimiter === '--') return form
  // One character per byte, so positions in the string are positions in the bytes (values are UTF-8, decoded below).
  let text = ''
  for (let i = 0; i < bytes.length; i += 8192) text += String.fromCharCode(...bytes.subarray(i, i + 8192))
  let at = text.indexOf(delimiter)
  while (at >= 0) {
    const start = at + delimiter.length
    if (text.startsWith('--', start) || !text.startsWith('\r\n', start)) break
    const headersEnd = text.indexOf('\r\n\r\n', start)
    if (headersEnd < 0) break
    const next = text.indexOf(`\r\n${delimiter}`, headersEnd + 4)
    if (next < 0) break
    const headers = text.slice(start + 2, headersEnd)
    const disposition = /^content-disposition:(.*)$/im.exec(headers)?.[1] ?? ''
    const name = /(?:^|;)\s*name="([^"]*)"/i.exec(disposition)?.[1]
    if (name !== undefined && !/;\s*filename\*?=/i.test(disposition)) {
      const value = Uint8Array.from(text.slice(headersEnd + 4, next), (char) => char.charCodeAt(0))
      form.append(name, new TextDecoder().decode(value))
    }
    at = next + 2
  }
  return form
}
