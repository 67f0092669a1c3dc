/** Which form a post counts against: each has its own allowance (form-rate-limit.server.ts). */
export type RateLimitedForm = 'contact' | 'application'

/** A count other instances share. Answers whether this post may go on; throws when the store cannot answer. */
export type SharedRateLimit = (form: RateLimitedForm, key: string) => Promise<boolean>

/**
 * A small in-memory sliding-window limiter per client key (the form server functions use the client's IP).
 * Memory is bounded: old keys are dropped as they expire, and the map never holds more than `maxKeys`.
 */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number
  windowMs: number
  maxKeys?: number
}) {
  const hits = new Map<string, number[]>()
  return function allow(key: string, now = Date.now()): boolean {
    const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs)
    if (recent.length >= limit) {
      hits.set(key, recent)
      return false
    }
    recent.push(now)
    hits.delete(key)
    hits.set(key, recent)
    if (hits.size > maxKeys) {
      const oldest = hits.keys().next().value
      if (oldest !== undefined) hits.delete(oldest)
    }
    return true
  }
}
