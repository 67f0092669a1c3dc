import { errorFields, log } from '~/runtime/log.server'
import { type OutboxEntry, type OutboxMeta, type OutboxStore, retryDelayMs } from './outbox-store'

/** What one try to hand an entry to the CMS came to. */
export type DeliveryOutcome =
  | { outcome: 'delivered' }
  /** The CMS is away (or its token is refused: a person must fix that, nothing is dropped meanwhile). */
  | { outcome: 'retry'; why: string | number }
  /** The CMS refused the submission itself (4xx): trying again would get the same answer. */
  | { outcome: 'refused'; status: number }

export type Deliver = (entry: OutboxEntry) => Promise<DeliveryOutcome>

export type DeliveryLoop = {
  /** Looks for due entries now (after an add, or at start). */
  wake(): void
  /** No further tries; an entry being delivered stays kept and is tried again by the next start. */
  stop(): Promise<void>
}

/** A shared store is looked at this often even when nothing is due here: another instance may have added to it. */
const SHARED_POLL_MS = 15_000
const MIN_WAIT_MS = 250
/** After the store itself failed (disk full, database away). */
const STORE_TROUBLE_MS = 30_000

/**
 * Delivers a store's entries one after the other as they fall due, until none is left, then sleeps until the next
 * is due (or, for a shared store, at most SHARED_POLL_MS). Nothing here waits on a visitor.
 */
export function deliveryLoop(store: OutboxStore, deliver: Deliver, retryBaseMs: number): DeliveryLoop {
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  const sleepUntil = (at: number | null) => {
    clearTimeout(timer)
    timer = undefined
    if (stopped) return
    // Never sooner than MIN_WAIT_MS: an entry another deliverer holds may look due and must not make this spin.
    const wait = at === null ? (store.shared ? SHARED_POLL_MS : null) : Math.max(MIN_WAIT_MS, at - Date.now())
    if (wait === null) return
    // Never holds the process open: a stopping server exits whatever is pending.
    timer = setTimeout(wake, store.shared ? Math.min(wait, SHARED_POLL_MS) : wait)
    timer.unref?.()
  }

  const settle = async ({ meta }: OutboxEntry, result: DeliveryOutcome) => {
    const fields = { form: meta.form, key: meta.key, attempts: meta.attempts + 1 }
    if (result.outcome === 'delivered') {
      await store.remove(meta)
      log('info', 'outbox.delivered', { ...fields, waitedS: Math.round((Date.now() - meta.createdAt) / 1000) })
    } else if (result.outcome === 'refused') {
      await store.setAside(meta, result.status)
      log('error', 'outbox.failed', { ...fields, status: result.status })
    } else {
      const next: OutboxMeta = {
        ...meta,
        attempts: meta.attempts + 1,
        nextAttemptAt: Date.now() + retryDelayMs(meta.attempts + 1, retryBaseMs),
      }
      await store.postpone(next)
      log('warn', 'outbox.retry', {
        ...fields,
        why: result.why,
        inS: Math.round((next.nextAttemptAt - Date.now()) / 1000),
      })
    }
  }

  const run = async () => {
    try {
      do {
        again = false
        for (let entry = await store.take(Date.now()); entry && !stopped; entry = await store.take(Date.now())) {
          // A delivery that throws (it should not) is a try that failed, not a lost entry.
          const result = await deliver(entry).catch((error: unknown) => ({
            outcome: 'retry' as const,
            why: errorFields(error).name,
          }))
          await settle(entry, result)
        }
      } while (again && !stopped)
      sleepUntil(await store.nextDue())
    } catch (error) {
      log('error', 'outbox.store-failed', { error: errorFields(error) })
      sleepUntil(Date.now() + STORE_TROUBLE_MS)
    }
  }

  function wake() {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    running = run().finally(() => {
      running = undefined
    })
  }

  return {
    wake,
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
