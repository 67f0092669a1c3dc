import pg from 'pg'
import * as v from 'valibot'
import { log } from '~/runtime/log.server'
import { type OutboxCaps, type OutboxMeta, type OutboxStore, outboxMetaSchema } from './outbox-store'

/**
 * The outbox in PostgreSQL (`RATE_LIMIT_DATABASE_URL`, decision 030), so every site instance keeps to one outbox and
 * any of them delivers. An entry is taken with `FOR UPDATE SKIP LOCKED` and a lease: two instances never deliver the
 * same entry at once, and an entry whose instance died while delivering it is taken again once the lease is over.
 * Refused entries stay in the table with `failed_status` set. The table is made on first use.
 */

const TABLE = 'site_outbox'
/** Longer than the longest delivery (an application's 30 s timeout). */
const LEASE_MS = 2 * 60 * 1000

const row = v.object({
  form: v.string(),
  key: v.string(),
  content_type: v.string(),
  created_ms: v.union([v.string(), v.number()]),
  attempts: v.number(),
  next_ms: v.union([v.string(), v.number()]),
})

/** A row as an entry's meta (the times come back as text from numeric columns). */
function metaOf(value: unknown): OutboxMeta {
  const r = v.parse(row, value)
  return v.parse(outboxMetaSchema, {
    form: r.form,
    key: r.key,
    contentType: r.content_type,
    createdAt: Number(r.created_ms),
    attempts: r.attempts,
    nextAttemptAt: Number(r.next_ms),
  })
}

const COLUMNS = `form, key, content_type, (extract(epoch from created_at) * 1000)::float8 AS created_ms, attempts,
  (extract(epoch from next_attempt_at) * 1000)::float8 AS next_ms`

export async function postgresOutbox(url: string, caps: OutboxCaps): Promise<OutboxStore> {
  const pool = new pg.Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 3000, idleTimeoutMillis: 30_000 })
  // An idle connection the server drops emits here; unhandled, it would end the whole process.
  pool.on('error', (error) => log('error', 'outbox.postgres-lost', { error: error.message }))
  try {
    await pool.query(`CREATE TABLE IF NOT EXISTS ${TABLE} (
      form text NOT NULL,
      key text NOT NULL,
      content_type text NOT NULL,
      body bytea NOT NULL,
      created_at timestamptz NOT NULL,
      attempts integer NOT NULL,
      next_attempt_at timestamptz NOT NULL,
      lease_until timestamptz,
      failed_status integer,
      failed_at timestamptz,
      PRIMARY KEY (form, key)
    )`)
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw error
  }
  const at = (ms: number) => new Date(ms).toISOString()

  return {
    shared: true,
    async add({ meta, body }) {
      // The caps are checked in the insert itself; posts at the same moment on several instances may pass one
      // together, so the bound holds to within those few.
      const inserted = await pool.query(
        `INSERT INTO ${TABLE} (form, key, content_type, body, created_at, attempts, next_attempt_at)
         SELECT $1, $2, $3, $4, $5, $6, $7
         WHERE (SELECT count(*) FROM ${TABLE}) < $8
           AND (SELECT coalesce(sum(octet_length(body)), 0) FROM ${TABLE}) + $9 <= $10
         ON CONFLICT (form, key) DO NOTHING
         RETURNING 1`,
        [
          meta.form,
          meta.key,
          meta.contentType,
          Buffer.from(body.buffer, body.byteOffset, body.byteLength),
          at(meta.createdAt),
          meta.attempts,
          at(meta.nextAttemptAt),
          caps.maxEntries,
          body.byteLength,
          caps.maxBytes,
        ],
      )
      if (inserted.rowCount === 1) return 'added'
      // Not inserted: already kept (the same submission again), or past a cap.
      const existing = await pool.query(`SELECT 1 FROM ${TABLE} WHERE form = $1 AND key = $2`, [meta.form, meta.key])
      return existing.rowCount === 1 ? 'added' : 'full'
    },
    async take(now) {
      const taken = await pool.query(
        `UPDATE ${TABLE} SET lease_until = $2
         WHERE (form, key) = (
           SELECT form, key FROM ${TABLE}
           WHERE failed_status IS NULL AND next_attempt_at <= $1 AND (lease_until IS NULL OR lease_until < $1)
           ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING ${COLUMNS}, body`,
        [at(now), at(now + LEASE_MS)],
      )
      const found: unknown = taken.rows[0]
      if (found === undefined) return null
      const body: unknown = Reflect.get(Object(found), 'body')
      if (!(body instanceof Uint8Array)) throw new Error('outbox body is not bytes')
      return { meta: metaOf(found), body: new Uint8Array(body) }
    },
    async remove(meta) {
      await pool.query(`DELETE FROM ${TABLE} WHERE form = $1 AND key = $2`, [meta.form, meta.key])
    },
    async postpone(meta) {
      await pool.query(
        `UPDATE ${TABLE} SET attempts = $3, next_attempt_at = $4, lease_until = NULL WHERE form = $1 AND key = $2`,
        [meta.form, meta.key, meta.attempts, at(meta.nextAttemptAt)],
      )
    },
    async setAside(meta, status) {
      await pool.query(
        `UPDATE ${TABLE} SET failed_status = $3, failed_at = now(), attempts = $4, lease_until = NULL
         WHERE form = $1 AND key = $2`,
        [meta.form, meta.key, status, meta.attempts + 1],
      )
    },
    async nextDue() {
      const result = await pool.query(
        // An entry being delivered elsewhere is due again when its lease ends, not before.
        `SELECT (extract(epoch from min(greatest(next_attempt_at, coalesce(lease_until, next_attempt_at)))) * 1000)::float8
           AS next_ms FROM ${TABLE}
         WHERE failed_status IS NULL`,
      )
      const next: unknown = Reflect.get(Object(result.rows[0]), 'next_ms')
      return typeof next === 'number' ? next : null
    },
    async depth() {
      const result = await pool.query(
        `SELECT count(*) FILTER (WHERE failed_status IS NULL)::float8 AS pending,
           count(*) FILTER (WHERE failed_status IS NOT NULL)::float8 AS failed,
           (extract(epoch from min(created_at) FILTER (WHERE failed_status IS NULL)) * 1000)::float8 AS oldest_ms
         FROM ${TABLE}`,
      )
      const row: unknown = result.rows[0]
      const number = (name: string) => {
        const value: unknown = Reflect.get(Object(row), name)
        return typeof value === 'number' ? value : null
      }
      return { pending: number('pending') ?? 0, failed: number('failed') ?? 0, oldestCreatedAt: number('oldest_ms') }
    },
    async close() {
      await pool.end()
    },
  }
}
