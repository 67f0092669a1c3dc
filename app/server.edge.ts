import { syncContentVersion } from '~/content/content-version.server'
import { deliverQueueBatch } from '~/forms/outbox/outbox.server'
import type { QueueBatch } from '~/forms/outbox/queue.server'
import { withKeepAlive } from '~/runtime/background.server'
import { takeEdgeBindings } from '~/runtime/edge-bindings.server'
import handler from './server'

/**
 * The Cloudflare Worker's entry (wrangler.jsonc `main`; the Node build never loads it, decision 007): the site's
 * server entry (app/server.ts: the request guard, then Start), plus each request's `waitUntil`, so work the response
 * does not wait for (the CMS cache's refresh) is not cancelled when the response is sent, and the Worker's bindings
 * (the forms' shared rate limit, the content version that keeps every isolate fresh), which Cloudflare hands to this
 * handler rather than to `process.env`.
 */

/** The part of Cloudflare's `ExecutionContext` used here. */
type ExecutionContext = { waitUntil(promise: Promise<unknown>): void }

export default {
  fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> {
    takeEdgeBindings(env)
    return withKeepAlive(
      (work) => ctx.waitUntil(work),
      async () => {
        await syncContentVersion()
        return handler.fetch(request)
      },
    )
  },
  /** The outbox's consumer (wrangler.jsonc `queues.consumers`, decision 030): kept submissions, sent to the CMS. */
  async queue(batch: QueueBatch, env: unknown): Promise<void> {
    takeEdgeBindings(env)
    await deliverQueueBatch(batch)
  },
}
