import { siteEnv } from '~/server/env.server'
import { errorFields, log } from '~/server/log.server'
import { type DeliveryLoop, deliveryLoop } from '~/server/outbox-loop.server'
import type { OutboxEntry, OutboxForm, OutboxStore } from '~/server/outbox-store'
import { attempt } from './outbox-attempt.server'
import { keepOnEdge } from './outbox-edge.server'

/*
 * No lead lost while the CMS is down (issue 29, decision 030). A submission is sent to the CMS as before; when the CMS
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
      ? (await import('~/server/outbox-postgres.server')).postgresOutbox(env.RATE_LIMIT_DATABASE_URL, caps)
      : (await import('~/server/outbox-files.server')).fileOutbox(env.OUTBOX_DIR, caps)
    const opened = await made
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
