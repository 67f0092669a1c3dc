export { IDEMPOTENCY_KEY } from '@origin/shared/idempotency-key'

/**
 * A fresh key for one submission, sent with it and with any retry of it, so the CMS stores it once. Built from
 * `crypto.getRandomValues`, which (unlike `randomUUID`) also exists on pages served over plain HTTP.
 */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** A submission's key and the content it was made for. */
export type KeyedContent = { key: string; content: string }

/**
 * The key to send `content` with: the previous one while the content is the same (a retry after a failure, stored
 * once), a new one as soon as anything changed (the CMS refuses a key reused for other content, rather than answer
 * "ok" and drop the edit).
 */
export function keyForContent(previous: KeyedContent | null, content: string): KeyedContent {
  return previous && previous.content === content ? previous : { key: newIdempotencyKey(), content }
}
