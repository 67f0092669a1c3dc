import * as v from 'valibot'

/**
 * The Cloudflare Worker's bindings (wrangler.jsonc). Cloudflare hands them to the fetch handler, not to
 * `process.env`, so the edge entry (app/server.edge.ts) gives them here on every request; on Node there are none.
 * Each is checked for the methods used (`v.is` keeps the object itself: its methods need their receiver).
 */

/** Cloudflare's Rate Limiting binding: the forms' shared rate limit (app/pipeline/form-rate-limit.server.ts). */
const rateLimiter = v.object({ limit: v.function() })
/** A KV namespace: the content version every isolate compares with its own (app/content/content-version.server.ts). */
const kvNamespace = v.object({ get: v.function(), put: v.function() })

/** A Cloudflare Queue's producer side: the outbox's submissions (app/forms/outbox/queue.server.ts, decision 030). */
const queueProducer = v.object({ send: v.function() })
/** An R2 bucket: bodies too large for a queue message, and submissions the CMS refused. */
const r2Bucket = v.object({ put: v.function(), get: v.function(), delete: v.function() })

/** The static assets' binding: the videos the Worker answers first, for their byte ranges (app/server.edge.ts). */
const assetsFetcher = v.object({ fetch: v.function() })

export type EdgeBindings = {
  assets?: v.InferInput<typeof assetsFetcher>
  formRateLimiter?: v.InferInput<typeof rateLimiter>
  siteState?: v.InferInput<typeof kvNamespace>
  outboxQueue?: v.InferInput<typeof queueProducer>
  outboxFiles?: v.InferInput<typeof r2Bucket>
}

let bindings: EdgeBindings = {}

/** Called per request (the same objects each time in one isolate); a few shape checks, no allocation worth counting. */
export function takeEdgeBindings(env: unknown): void {
  const next: EdgeBindings = {}
  if (v.is(v.object({ ASSETS: assetsFetcher }), env)) next.assets = env.ASSETS
  if (v.is(v.object({ FORM_RATE_LIMITER: rateLimiter }), env)) next.formRateLimiter = env.FORM_RATE_LIMITER
  if (v.is(v.object({ SITE_STATE: kvNamespace }), env)) next.siteState = env.SITE_STATE
  if (v.is(v.object({ OUTBOX_QUEUE: queueProducer }), env)) next.outboxQueue = env.OUTBOX_QUEUE
  if (v.is(v.object({ OUTBOX_FILES: r2Bucket }), env)) next.outboxFiles = env.OUTBOX_FILES
  bindings = next
}

export function edgeBindings(): EdgeBindings {
  return bindings
}
