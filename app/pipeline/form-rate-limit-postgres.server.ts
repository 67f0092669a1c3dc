import pg from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { log } from '~/runtime/log.server'
import type { RateLimitedForm, SharedRateLimit } from './rate-limit'

/** One table for both forms (rows are keyed `form_<form>:<client>`), made on first use if it is not there. */
const TABLE = 'site_form_rate_limits'

/**
 * The forms' rate limits counted in PostgreSQL (`RATE_LIMIT_DATABASE_URL`), so every site instance counts against
 * the same allowance: a fixed window of `windowMs` per client and form, the count updated atomically by one upsert.
 * Loaded by form-rate-limit.server.ts only when configured. Resolves once the table exists; rejects when the database
 * cannot be reached, and the caller tries again on a later post.
 */
export async function postgresFormRateLimit(url: string, limit: number, windowMs: number): Promise<SharedRateLimit> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    // A database that is slow or gone must not hold a visitor's post: the caller counts it in memory instead.
    connectionTimeoutMillis: 3000,
    query_timeout: 3000,
    idleTimeoutMillis: 30_000,
  })
  // An idle connection the server drops emits here; unhandled, it would end the whole process.
  pool.on('error', (error) => log('error', 'rate-limit.postgres-lost', { error: error.message }))

  const make = (form: RateLimitedForm) =>
    new Promise<RateLimiterPostgres>((resolve, reject) => {
      const limiter: RateLimiterPostgres = new RateLimiterPostgres(
        {
          storeClient: pool,
          storeType: 'pool',
          tableName: TABLE,
          keyPrefix: `form_${form}`,
          points: limit,
          duration: windowMs / 1000,
        },
        (error?: unknown) => (error ? reject(error) : resolve(limiter)),
      )
    })
  try {
    // One after the other: two CREATE TABLE IF NOT EXISTS at once can collide in PostgreSQL's catalogue.
    const limiters: Record<RateLimitedForm, RateLimiterPostgres> = {
      contact: await make('contact'),
      application: await make('application'),
    }
    return async (form, key) => {
      try {
        await limiters[form].consume(key)
        return true
      } catch (outcome) {
        // rate-limiter-flexible rejects with a RateLimiterRes when the allowance is spent, with an Error otherwise.
        if (outcome instanceof RateLimiterRes) return false
        throw outcome
      }
    }
  } catch (error) {
    await pool.end().catch(() => {})
    throw error
  }
}
