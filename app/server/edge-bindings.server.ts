import * as v from 'valibot'

/**
 * The Cloudflare Worker's bindings (wrangler.jsonc). Cloudflare hands them to the fetch handler, not to
 * `process.env`, so the edge entry (app/server.edge.ts) gives them here on every request; on Node there are none.
 * Each is checked for the methods used (`v.is` keeps the object itself: its methods need their receiver).
 */

/** Cloudflare's Rate Limiting binding: the forms' shared rate limit (app/server/form-limit.server.ts). */
const rateLimiter = v.object({ limit: v.function() })
/** A KV namespace: the content version every isolate compares with its own (app/content/content-version.server.ts). */
const kvNamespace = v.object({ get: v.function(), put: v.function() })

export type EdgeBindings = {
  formRateLimiter?: v.InferInput<typeof rateLimiter>
  siteState?: v.InferInput<typeof kvNamespace>
}

let bindings: EdgeBindings = {}

/** Called per request (the same objects each time in one isolate); two shape checks, no allocation worth counting. */
export function takeEdgeBindings(env: unknown): void {
  const next: EdgeBindings = {}
  if (v.is(v.object({ FORM_RATE_LIMITER: rateLimiter }), env)) next.formRateLimiter = env.FORM_RATE_LIMITER
  if (v.is(v.object({ SITE_STATE: kvNamespace }), env)) next.siteState = env.SITE_STATE
  bindings = next
}

export function edgeBindings(): EdgeBindings {
  return bindings
}
