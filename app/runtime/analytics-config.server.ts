import * as v from 'valibot'
import { siteEnv } from './env.server'
import { log } from './log.server'

export type AnalyticsProvider = 'plausible' | 'ga4'

/**
 * What the server hands the browser, parsed from the environment here; the browser's loader
 * (components/consent/analytics.ts) takes it as a type only, so nothing of this module reaches the client.
 */
export type AnalyticsConfig = { provider: AnalyticsProvider; id: string; src: string }

/** Where each provider's script is loaded from unless `ANALYTICS_SRC` says otherwise. */
const PLAUSIBLE_SRC = 'https://plausible.io/js/script.js'
const ga4Src = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`

/** A script URL the browser may load: HTTPS only, so a typo cannot send visitors' page views in the clear. */
const scriptUrl = v.optional(v.pipe(v.string(), v.url('a URL'), v.startsWith('https://', 'an https:// URL')))

const schema = v.variant('provider', [
  v.object({
    provider: v.literal('plausible'),
    // Plausible's data-domain: the site's domain as registered there (a comma-separated list for roll-ups).
    id: v.pipe(
      v.string('ANALYTICS_ID (the site domain)'),
      v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+(,[a-z0-9-]+(\.[a-z0-9-]+)+)*$/i, 'ANALYTICS_ID: a site domain'),
    ),
    src: scriptUrl,
  }),
  v.object({
    provider: v.literal('ga4'),
    id: v.pipe(
      v.string('ANALYTICS_ID (the measurement id)'),
      v.regex(/^G-[A-Z0-9]{4,20}$/, 'ANALYTICS_ID: a measurement id like G-XXXXXXX'),
    ),
    src: scriptUrl,
  }),
])

export type AnalyticsEnv = Partial<Record<'ANALYTICS_PROVIDER' | 'ANALYTICS_ID' | 'ANALYTICS_SRC', string>>

/**
 * The analytics provider from the environment, pure: none when `ANALYTICS_PROVIDER` is unset, empty or `none`;
 * otherwise the parsed configuration, or the reason it is unusable (then analytics stay off).
 */
export function parseAnalyticsEnv(env: AnalyticsEnv): { config: AnalyticsConfig | null; problem?: string } {
  const provider = env.ANALYTICS_PROVIDER?.trim().toLowerCase() ?? ''
  if (provider === '' || provider === 'none') return { config: null }
  const parsed = v.safeParse(schema, {
    provider,
    id: env.ANALYTICS_ID?.trim(),
    src: env.ANALYTICS_SRC?.trim() || undefined,
  })
  if (!parsed.success) {
    const known = provider === 'plausible' || provider === 'ga4'
    return {
      config: null,
      problem: known ? v.summarize(parsed.issues) : `ANALYTICS_PROVIDER '${provider}' is not plausible or ga4`,
    }
  }
  const { id } = parsed.output
  const defaultSrc = parsed.output.provider === 'plausible' ? PLAUSIBLE_SRC : ga4Src(id)
  return { config: { provider: parsed.output.provider, id, src: parsed.output.src ?? defaultSrc } }
}

let cached: { config: AnalyticsConfig | null } | null = null

/**
 * The configured provider, read once: Plausible (no cookies) or GA4, none by default. The browser only ever loads it
 * after the visitor agreed to statistics (components/consent/Analytics.tsx). A broken configuration is reported once
 * and leaves analytics off rather than half on.
 */
export function analyticsConfig(): AnalyticsConfig | null {
  if (cached) return cached.config
  const { config, problem } = parseAnalyticsEnv(siteEnv())
  if (problem) log('warn', 'analytics.off', { problem })
  cached = { config }
  return config
}
