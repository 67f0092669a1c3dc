import * as v from 'valibot'
import { IDEMPOTENCY_KEY } from '~/lib/idempotency'
import type { OutboxDepth } from '~/runtime/metrics.server'

/*
 * The outbox (decision 030): where a contact message or an application waits, as the exact bytes the CMS is to get,
 * while the CMS does not answer. This file is what every store shares (the directory, PostgreSQL); it knows nothing
 * of the CMS: delivering is forms/outbox/outbox.server.ts's business.
 */

const OUTBOX_FORMS = ['contact', 'application'] as const
export type OutboxForm = (typeof OUTBOX_FORMS)[number]

/** What is kept beside the body: enough to send it again, and to tell people how long it has waited. No contents. */
export const outboxMetaSchema = v.object({
  form: v.picklist(OUTBOX_FORMS),
  /** The submission's idempotency key: the CMS stores one submission per key, so a second delivery is harmless. */
  key: v.pipe(v.string(), v.regex(IDEMPOTENCY_KEY)),
  contentType: v.pipe(v.string(), v.maxLength(200)),
  /** Milliseconds since the epoch. */
  createdAt: v.number(),
  attempts: v.pipe(v.number(), v.integer(), v.minValue(0)),
  nextAttemptAt: v.number(),
})
export type OutboxMeta = v.InferOutput<typeof outboxMetaSchema>

export type OutboxEntry = { meta: OutboxMeta; body: Uint8Array<ArrayBuffer> }

export type OutboxCaps = { maxEntries: number; maxBytes: number }

/** `full`: past a cap, nothing was written (the visitor is told to try again). */
export type AddResult = 'added' | 'full'

export interface OutboxStore {
  /** Keeps an entry durably before resolving; an entry with the same form and key is the same submission. */
  add(entry: OutboxEntry): Promise<AddResult>
  /** The next entry due at `now`, taken so no other deliverer gets it until it is settled; null when none is due. */
  take(now: number): Promise<OutboxEntry | null>
  /** Delivered: gone for good. */
  remove(meta: OutboxMeta): Promise<void>
  /** Not delivered yet: tried again at `meta.nextAttemptAt`, with `meta.attempts` counted. */
  postpone(meta: OutboxMeta): Promise<void>
  /** Refused by the CMS: kept apart for a person to look at, never tried again. */
  setAside(meta: OutboxMeta, status: number): Promise<void>
  /** When the next pending entry is due; null when none is pending. */
  nextDue(): Promise<number | null>
  /** How many entries wait and were set aside, and when the oldest waiting one was kept (the metrics read it). */
  depth(): Promise<OutboxDepth>
  /** Whether entries can be added by someone else (then the delivery loop keeps looking). */
  readonly shared: boolean
  close(): Promise<void>
}

/** The longest wait between two tries: a CMS that is back is noticed within ten minutes. */
export const MAX_RETRY_MS = 10 * 60 * 1000

/**
 * How long to wait after the `attempts`-th failed try: `baseMs` doubled each time up to ten minutes, each wait between
 * half and all of that ("equal jitter"), so entries kept during one outage do not all hit the CMS the moment it is
 * back.
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)))
  return Math.round(ceiling / 2 + (ceiling / 2) * random())
}
