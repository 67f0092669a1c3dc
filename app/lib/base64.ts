/** Bytes as base64 text (a queue message's body on Workers); in slices, so a large body never overflows the stack. */
export function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(text)
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text)
  const bytes = new Uint8Array(raw.length)
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}

/** The bytes of a base64 data URL (what Vite's `?inline` import gives for a file). */
export function dataUrlBytes(url: string): ArrayBuffer {
  return fromBase64(url.slice(url.indexOf(',') + 1)).buffer
}
