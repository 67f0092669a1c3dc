import * as v from 'valibot'

/**
 * The site's configuration from the environment, parsed once with its defaults in one place. Every server
 * module reads `siteEnv()`; none reads `process.env` itself. On Workers `process.env` holds the worker's variables
 * and secrets too (nodejs_compat, decision 007). Values are trimmed; an unset or empty one is `''` unless a default
 * is given. Whether an address or a secret is acceptable in production is startup-config.ts's question: it stops a
 * production start with the variable's name.
 */

const text = v.fallback(v.optional(v.pipe(v.string(), v.trim()), ''), '')

/** Unset or empty gives `fallback`; otherwise the trimmed value. */
const textOr = (fallback: string) =>
  v.pipe(
    text,
    v.transform((value) => value || fallback),
  )

/** A whole number of seconds; unset, empty, negative or not a number gives `fallback`. */
const seconds = (fallback: number) =>
  v.pipe(
    text,
    v.transform((raw) => {
      const value = raw ? Number(raw) : Number.NaN
      return Number.isFinite(value) && value >= 0 ? value : fallback
    }),
  )

/** A positive whole number; anything else gives `fallback`. */
const positiveInteger = (fallback: number) =>
  v.pipe(
    text,
    v.transform((raw) => {
      const value = Number(raw)
      return raw !== '' && Number.isInteger(value) && value > 0 ? value : fallback
    }),
  )

/** A whole number, zero included; anything else gives `fallback`. */
const wholeNumber = (fallback: number) =>
  v.pipe(
    text,
    v.transform((raw) => {
      const value = Number(raw)
      return raw !== '' && Number.isInteger(value) && value >= 0 ? value : fallback
    }),
  )

const schema = v.object({
  NODE_ENV: text,
  /** Where the site's server reaches Strapi. */
  STRAPI_URL: textOr('http://127.0.0.1:1337'),
  /** Where browsers load CMS media from; the CMS itself when unset (strapi.server.ts, `cmsMediaBaseUrl`). */
  STRAPI_MEDIA_URL: text,
  STRAPI_READ_TOKEN: text,
  CMS_WRITE_TOKEN: text,
  CMS_PREVIEW_TOKEN: text,
  PREVIEW_SECRET: text,
  REVALIDATE_SECRET: text,
  /** The public origin; the request's own when unset. */
  SITE_URL: text,
  CMS_ADMIN_URL: text,
  /** `1`: a proxy in front sets `X-Forwarded-*` and is believed. */
  TRUST_PROXY: v.pipe(
    text,
    v.transform((value) => value === '1'),
  ),
  /** Form posts per client and form per ten minutes. */
  FORM_RATE_LIMIT: positiveInteger(5),
  /** PostgreSQL where every instance counts the form posts (decision 020). */
  RATE_LIMIT_DATABASE_URL: text,
  /** Open connections one address may hold on the Node server (0: no cap); not applied behind a trusted proxy. */
  CONNECTIONS_PER_CLIENT: wholeNumber(32),
  /** Where the Node server keeps submissions the CMS could not take yet (decision 030); relative to the working directory. */
  OUTBOX_DIR: textOr('.data/outbox'),
  /** The outbox's caps: submissions kept at once (0: no outbox, today's "could not be sent") and their bytes. */
  OUTBOX_MAX_ENTRIES: wholeNumber(500),
  OUTBOX_MAX_BYTES: positiveInteger(200 * 1024 * 1024),
  /** Seconds before the first retry of a kept submission; each further one waits twice as long, up to ten minutes. */
  OUTBOX_RETRY_SECONDS: positiveInteger(5),
  CMS_CACHE_SECONDS: seconds(60),
  PAGE_CACHE_SECONDS: seconds(60),
  /** The least severe log lines written: debug, info (each request), warn or error. */
  LOG_LEVEL: v.pipe(
    text,
    v.transform((value) => (value === 'debug' || value === 'warn' || value === 'error' ? value : 'info')),
  ),
  /**
   * The port of this process's Prometheus metrics, on 127.0.0.1 only (0: none; decision 116). Each instance on a
   * machine needs its own.
   */
  METRICS_PORT: wholeNumber(0),
  ANALYTICS_PROVIDER: text,
  ANALYTICS_ID: text,
  ANALYTICS_SRC: text,
})

export type SiteEnv = v.InferOutput<typeof schema>

/** The configuration in `env`, pure (every field has a default, so any environment parses). */
export function parseSiteEnv(env: Record<string, string | undefined>): SiteEnv {
  return v.parse(schema, env)
}

let cached: SiteEnv | undefined

/** This server's configuration, read from `process.env` on first use. */
export function siteEnv(): SiteEnv {
  cached ??= parseSiteEnv(process.env)
  return cached
}
