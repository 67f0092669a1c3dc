import { syncContentVersion } from '~/content/content-version.server'
import { deliverQueueBatch } from '~/forms/outbox/outbox.server'
import type { QueueBatch } from '~/forms/outbox/queue.server'
import { withByteRanges } from '~/pipeline/byte-ranges'
import { withKeepAlive } from '~/runtime/background.server'
import { edgeBindings, takeEdgeBindings } from '~/runtime/edge-bindings.server'
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

/**
 * The videos, which wrangler.jsonc's `assets.run_worker_first` sends here before the platform serves them: Workers
 * Static Assets ignore `Range` (a 200 with the whole file, which Safari refuses for video), so their answer is made
 * partial here (decision 092). Anything else, or a file the platform does not have, goes to the app as before.
 */
async function video(request: Request): Promise<Response | null> {
  const { assets } = edgeBindings()
  if (!assets || (request.method !== 'GET' && request.method !== 'HEAD')) return null
  if (!/^\/media\/[^/]+\.(?:webm|mp4)$/.test(new URL(request.url).pathname)) return null
  const file: unknown = await assets.fetch(request)
  if (!(file instanceof Response) || file.status === 404) return null
  return withByteRanges(request, file)
}

export default {
  async fetch(request: Request, env: unknown, ctx: ExecutionContext): Promise<Response> {
    takeEdgeBindings(env)
    const file = await video(request)
    if (file) return file
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
