import { withKeepAlive } from '~/lib/background.server'
import handler from './server'

/**
 * The Cloudflare Worker's entry (wrangler.jsonc `main`; the Node build never loads it, decision 007): the site's
 * server entry (app/server.ts: the request guard, then Start), plus each request's `waitUntil`, so work the response
 * does not wait for (the CMS cache's refresh) is not cancelled when the response is sent.
 */

/** The part of Cloudflare's `ExecutionContext` used here. */
type ExecutionContext = { waitUntil(promise: Promise<unknown>): void }

export default {
  fetch(request: Request, _env: unknown, ctx: ExecutionContext): Promise<Response> {
    return withKeepAlive(
      (work) => ctx.waitUntil(work),
      async () => handler.fetch(request),
    )
  },
}
