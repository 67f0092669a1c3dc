import * as v from 'valibot'
import { CmsError, cmsErrorName, cmsPost } from '~/content/strapi.server'
import { edgeBindings } from '~/runtime/edge-bindings.server'
import { siteEnv } from '~/runtime/env.server'
import { errorFields, log } from '~/runtime/log.server'
import { metrics } from '~/runtime/metrics.server'
import { type DeliveryLoop, type DeliveryOutcome, deliveryLoop } from './delivery-loop.server'
import { type OutboxEntry, type OutboxForm, type OutboxStore, retryDelayMs } from './outbox-store'
import { bodyOf, failedName, keepOnEdge, type QueueBatch, queueMessage } from './queue.server'

/*
 * No lead lost while the CMS is down (decision 030). A submission is sent to the CMS as before; when the CMS
 * does not answer, times out, or answers 5xx or 429, the exact bytes are kept in the outbox and the visitor is told it
 * was received. The outbox delivers them once the CMS is back, each once (its idempotency key). A refusal by the CMS
 * (4xx), a missing token, or a full outbox are not kept: the visitor hears "could not be sent" as before.
 */

/** Whether this server runs in a Cloudflare Worker (which has no disk of its own for the outbox). */
const onWorkers = () => globalThis.navigator?.userAgent === 'Cloudflare-Workers'

let store: Promise<OutboxStore | null> | undefined
let loop: DeliveryLoop | undefined

/** This server's outbox store, made on first use; null when the outbox is off (OUTBOX_MAX_ENTRIES=0) or on Workers. */
function outboxStore(): Promise<OutboxStore | null> {
  store ??= (async () => {
    const env = siteEnv()
    if (env.OUTBOX_MAX_ENTRIES === 0 || onWorkers()) return null
    const caps = { maxEntries: env.OUTBOX_MAX_ENTRIES, maxBytes: env.OUTBOX_MAX_BYTES }
    // Loaded only when used: the default server never loads the PostgreSQL client.
    const made = env.RATE_LIMIT_DATABASE_URL
      ? (await import('./postgres-store.server')).postgresOutbox(env.RATE_LIMIT_DATABASE_URL, caps)
      : (await import('./file-store.server')).fileOutbox(env.OUTBOX_DIR, caps)
    const opened = await made
    metrics().watchOutbox(() => opened.depth())
    loop = deliveryLoop(
      opened,
      async (entry) => {
        const result = await attempt(entry)
        return result.outcome === 'unconfigured' ? { outcome: 'retry', why: 'unconfigured' } : result
      },
      env.OUTBOX_RETRY_SECONDS * 1000,
    )
    // A stopping server tries nothing more; an entry being delivered stays kept (shutdown.server.ts ends the process).
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void loop?.stop())
    return opened
  })().catch((error: unknown) => {
    // A directory that cannot be made or a database away: the next submission tries again.
    store = undefined
    throw error
  })
  return store
}

/**
 * Starts delivering what an earlier run of the server left in the outbox (app/server.ts calls it on the first request,
 * a health probe included). Never throws.
 */
export function resumeOutbox(): void {
  outboxStore().then(
    () => loop?.wake(),
    (error: unknown) => log('error', 'outbox.store-failed', { error: errorFields(error) }),
  )
}

/** How a submission went: stored by the CMS, kept in the outbox for it, or neither (the visitor must try again). */
export type Handover = 'stored' | 'kept' | 'not-sent'

/** Sends a submission's bytes to the CMS, or keeps them in the outbox when the CMS is away. */
export async function sendOrKeep(form: OutboxForm, key: string, contentType: string, body: Uint8Array<ArrayBuffer>) {
  const now = Date.now()
  const entry: OutboxEntry = {
    meta: { form, key, contentType, createdAt: now, attempts: 1, nextAttemptAt: now },
    body,
  }
  const result = await attempt(entry)
  if (result.outcome === 'delivered') return 'stored'
  if (result.outcome === 'unconfigured') {
    log('error', 'form.unsent', { form, reason: 'CMS_WRITE_TOKEN is not set' })
    return 'not-sent'
  }
  if (result.outcome === 'refused' || result.why === 401 || result.why === 403) return 'not-sent'
  log('warn', 'form.unsent', { form, key, reason: result.why })
  return keep(entry)
}

/**
 * A form's fields to the CMS as JSON (`{ data }`), or kept while it is away; the form's answer. A submission without
 * a key of its own gets one here, so the outbox can deliver it again without storing it twice.
 */
export async function sendOrKeepJson(
  form: OutboxForm,
  key: string | undefined,
  data: object,
): Promise<{ ok: true } | { ok: false; reason: 'unavailable' }> {
  const body = new TextEncoder().encode(JSON.stringify({ data }))
  const handover = await sendOrKeep(form, key ?? `site-${crypto.randomUUID()}`, 'application/json', body)
  return handover === 'not-sent' ? { ok: false, reason: 'unavailable' } : { ok: true }
}

async function keep(entry: OutboxEntry): Promise<Handover> {
  const { form, key } = entry.meta
  try {
    // On Workers: the queue, when it is bound (wrangler.jsonc).
    if (onWorkers()) return (await keepOnEdge(entry)) ? 'kept' : 'not-sent'
    const kept = await outboxStore()
    if (!kept) return 'not-sent'
    entry.meta.nextAttemptAt = Date.now() + siteEnv().OUTBOX_RETRY_SECONDS * 1000
    if ((await kept.add(entry)) === 'full') {
      log('error', 'outbox.full', { form, key })
      return 'not-sent'
    }
    log('info', 'outbox.kept', { form, key, bytes: entry.body.byteLength })
    loop?.wake()
    return 'kept'
  } catch (error) {
    // Nothing was kept: no "received" the outbox cannot keep.
    log('error', 'outbox.store-failed', { form, key, error: errorFields(error) })
    return 'not-sent'
  }
}

/*
 * One try to hand a kept submission to the CMS, for the first try (above), the Node delivery loop and the Workers queue
 * consumer (below) alike (decision 030).
 */

const ENDPOINT: Record<OutboxForm, { path: string; timeoutMs: number }> = {
  contact: { path: 'sendForm', timeoutMs: 15_000 },
  // An application carries up to two 10 MB files.
  application: { path: 'job-application', timeoutMs: 30_000 },
}

/** One try at the CMS, its answer sorted into what the outbox does with it. */
export type Attempt = DeliveryOutcome | { outcome: 'unconfigured' }

async function attempt({ meta, body }: OutboxEntry): Promise<Attempt> {
  const { path, timeoutMs } = ENDPOINT[meta.form]
  try {
    const response = await cmsPost(path, body, {
      headers: { 'Content-Type': meta.contentType, 'Idempotency-Key': meta.key },
      timeoutMs,
    })
    const { status } = response
    if (status >= 200 && status < 300) return { outcome: 'delivered' }
    // Away, overloaded, or a proxy in front saying so.
    if (status >= 500 || status === 429 || status === 408) return { outcome: 'retry', why: status }
    log('error', 'form.refused', { form: meta.form, key: meta.key, status, cmsError: cmsErrorName(response.body) })
    // The site's token refused: a configuration to fix. Kept entries wait for it; a new post is not kept (below).
    if (status === 401 || status === 403) return { outcome: 'retry', why: status }
    return { outcome: 'refused', status }
  } catch (error) {
    if (error instanceof CmsError && error.kind === 'unconfigured') return { outcome: 'unconfigured' }
    if (error instanceof CmsError) return { outcome: 'retry', why: error.kind }
    return { outcome: 'retry', why: errorFields(error).name }
  }
}

/** The longest delay a retried message can be given (Cloudflare's limit is 12 hours; ours is ten minutes). */
const MAX_DELAY_S = 600

/** The queue consumer: each message delivered, retried later, or set aside; one message never holds up another. */
export async function deliverQueueBatch(batch: QueueBatch): Promise<void> {
  const files = edgeBindings().outboxFiles
  for (const item of batch.messages) {
    const parsed = v.safeParse(queueMessage, item.body)
    if (!parsed.success) {
      // Not ours (or from an older shape): nothing could ever deliver it.
      log('error', 'outbox.unreadable', {})
      item.ack()
      continue
    }
    const kept = parsed.output
    const fields = { form: kept.meta.form, key: kept.meta.key, attempts: item.attempts }
    try {
      const body = await bodyOf(kept)
      if (!body) {
        log('error', 'outbox.body-missing', fields)
        item.ack()
        continue
      }
      const result = await attempt({ meta: kept.meta, body })
      if (result.outcome === 'delivered') {
        if ('r2' in kept.body) await files?.delete(kept.body.r2)
        log('info', 'outbox.delivered', { ...fields, waitedS: Math.round((Date.now() - kept.meta.createdAt) / 1000) })
        item.ack()
      } else if (result.outcome === 'refused') {
        await files?.put(failedName(kept.meta), body, {
          // R2 keeps metadata as text.
          customMetadata: Object.fromEntries(
            Object.entries({ ...kept.meta, failedStatus: result.status, failedAt: Date.now() }).map(([name, value]) => [
              name,
              String(value),
            ]),
          ),
        })
        if ('r2' in kept.body) await files?.delete(kept.body.r2)
        log('error', 'outbox.failed', { ...fields, status: result.status })
        item.ack()
      } else {
        const delaySeconds = Math.min(
          MAX_DELAY_S,
          Math.ceil(retryDelayMs(item.attempts, siteEnv().OUTBOX_RETRY_SECONDS * 1000) / 1000),
        )
        log('warn', 'outbox.retry', {
          ...fields,
          why: 'why' in result ? result.why : result.outcome,
          inS: delaySeconds,
        })
        item.retry({ delaySeconds })
      }
    } catch (error) {
      log('error', 'outbox.store-failed', { ...fields, error: errorFields(error) })
      item.retry({ delaySeconds: 30 })
    }
  }
}
