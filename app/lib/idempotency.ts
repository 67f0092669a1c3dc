/**
 * A fresh key for one submission, sent with it and with any retry of it, so the CMS stores it once. Built from
 * `crypto.getRandomValues`, which (unlike `randomUUID`) also exists on pages served over plain HTTP.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
