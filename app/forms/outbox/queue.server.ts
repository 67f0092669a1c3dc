import * as v from 'valibot'
import { fromBase64, toBase64 } from '~/lib/base64'
import { edgeBindings } from '~/runtime/edge-bindings.server'
import { siteEnv } from '~/runtime/env.server'
import { errorFields, log } from '~/runtime/log.server'
import { type OutboxEntry, type OutboxMeta, outboxMetaSchema } from './outbox-store'

/*
 * The outbox on Cloudflare Workers (decision 030): a Worker has no disk, so a kept submission is a message on the
 * Queue `OUTBOX_QUEUE`, and its bytes travel in the message when small or wait in the R2 bucket `OUTBOX_FILES` (a
 * message holds at most 128 KB). The Worker's `queue` handler (app/server.edge.ts, `deliverQueueBatch` in
 * outbox.server.ts) delivers: acked once the CMS took it, retried with a growing delay while it is away, set aside
 * under `failed/` in R2 when it refuses (then acked).
 */

/** Bodies above this go to R2; the message's other fields and base64's growth stay well inside 128 KB. */
const INLINE_BYTES = 64 * 1024
export const queueMessage = v.object({
  meta: outboxMetaSchema,
  /** The body itself, base64, or where it waits in R2. */
  body: v.union([v.object({ inline: v.string() }), v.object({ r2: v.string() })]),
})
export type OutboxMessage = v.InferOutput<typeof queueMessage>

const pendingName = (meta: OutboxMeta) => `pending/${meta.form}-${meta.key}`
export const failedName = (meta: OutboxMeta) => `failed/${meta.form}-${meta.key}`

/** Keeps a submission on the queue; false when the Worker has no queue and bucket bound, or sending failed. */
export async function keepOnEdge(entry: OutboxEntry): Promise<boolean> {
  const { outboxQueue: queue, outboxFiles: files } = edgeBindings()
  if (!queue || !files || siteEnv().OUTBOX_MAX_ENTRIES === 0) return false
  const { meta, body } = entry
  try {
    let sent: OutboxMessage
    if (body.byteLength <= INLINE_BYTES) sent = { meta, body: { inline: toBase64(body) } }
    else {
      await files.put(pendingName(meta), body)
      sent = { meta, body: { r2: pendingName(meta) } }
    }
    await queue.send(sent, { delaySeconds: siteEnv().OUTBOX_RETRY_SECONDS })
    log('info', 'outbox.kept', { form: meta.form, key: meta.key, bytes: body.byteLength, on: 'queue' })
    return true
  } catch (error) {
    log('error', 'outbox.store-failed', { form: meta.form, key: meta.key, error: errorFields(error) })
    return false
  }
}

/** The parts of a queue message and batch used here (Cloudflare's `Message` and `MessageBatch`). */
type QueueMessage = { body: unknown; attempts: number; ack(): void; retry(options?: { delaySeconds?: number }): void }
export type QueueBatch = { messages: readonly QueueMessage[] }

const r2Object = v.object({ arrayBuffer: v.function() })

export async function bodyOf(kept: OutboxMessage): Promise<Uint8Array<ArrayBuffer> | null> {
  if ('inline' in kept.body) return fromBase64(kept.body.inline)
  const found: unknown = await edgeBindings().outboxFiles?.get(kept.body.r2)
  if (!v.is(r2Object, found)) return null
  const bytes: unknown = await found.arrayBuffer()
  return bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : null
}
