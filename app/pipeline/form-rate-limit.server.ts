import * as v from 'valibot'
import { edgeBindings } from '~/runtime/edge-bindings.server'
import { siteEnv } from '~/runtime/env.server'
import { errorFields, log } from '~/runtime/log.server'
import { createRateLimiter, type RateLimitedForm, type SharedRateLimit } from './rate-limit'

/**
 * The contact and application forms' rate limits (decision 020). Each form allows FORM_RATE_LIMIT (5) posts per
 * client per ten minutes. Kept in this process's memory by default, which is right for one server; with several
 * instances each would allow that many, so the count can live where every instance sees it:
 * - on Node, PostgreSQL when `RATE_LIMIT_DATABASE_URL` is set (rate-limiter-flexible; the CMS's database will do);
 * - on Cloudflare Workers, the Rate Limiting binding `FORM_RATE_LIMITER` (wrangler.jsonc), handed in by the edge entry.
 * A shared store that cannot answer never costs a visitor their message: that post is counted in memory instead.
 */

/** Five posts per client per ten minutes is plenty for people and little for scripts. */
export const FORM_RATE_WINDOW_MS = 10 * 60 * 1000

const memory: Record<RateLimitedForm, (key: string) => boolean> = {
  contact: createRateLimiter({ limit: siteEnv().FORM_RATE_LIMIT, windowMs: FORM_RATE_WINDOW_MS }),
  application: createRateLimiter({ limit: siteEnv().FORM_RATE_LIMIT, windowMs: FORM_RATE_WINDOW_MS }),
}

const edgeAnswer = v.object({ success: v.boolean() })

/**
 * On Workers, the Rate Limiting binding. It counts per Cloudflare location and per key, and its period is one minute
 * at most (the platform's choice), so there the allowance is the binding's own `limit` a minute (wrangler.jsonc),
 * whatever FORM_RATE_LIMIT says.
 */
function edgeRateLimit(): SharedRateLimit | undefined {
  const binding = edgeBindings().formRateLimiter
  if (!binding) return undefined
  return async (form, key) => v.parse(edgeAnswer, await binding.limit({ key: `${form}:${key}` })).success
}

let postgres: Promise<SharedRateLimit> | undefined

/** The shared store this server is configured with, if any. */
function sharedRateLimit(): Promise<SharedRateLimit> | SharedRateLimit | undefined {
  const edge = edgeRateLimit()
  if (edge) return edge
  const url = siteEnv().RATE_LIMIT_DATABASE_URL
  if (!url) return undefined
  // Loaded only when configured: the default server never loads the PostgreSQL client.
  postgres ??= import('./form-rate-limit-postgres.server')
    .then((m) => m.postgresFormRateLimit(url, siteEnv().FORM_RATE_LIMIT, FORM_RATE_WINDOW_MS))
    .catch((error: unknown) => {
      // Not reachable now (a restart of the database, say): the next post tries again.
      postgres = undefined
      throw error
    })
  return postgres
}

let lastComplaint = 0

/** Whether this client may post this form now; counts the post when it may. */
export async function allowFormPost(form: RateLimitedForm, key: string): Promise<boolean> {
  const shared = sharedRateLimit()
  if (!shared) return memory[form](key)
  try {
    return await (await shared)(form, key)
  } catch (error) {
    // Said at most once a minute: a store that is down would otherwise fill the log with one line per post.
    if (Date.now() - lastComplaint > 60_000) {
      lastComplaint = Date.now()
      log('error', 'rate-limit.store-failed', { error: errorFields(error), fallback: 'this process' })
    }
    return memory[form](key)
  }
}
