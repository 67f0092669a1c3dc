import * as v from 'valibot'

/**
 * The analytics provider, from the environment; none unless configured. Plausible (privacy-friendly, no cookies) or
 * GA4. The browser only ever loads it after the visitor agreed to statistics (components/shell/Analytics.tsx).
 */
const config = v.variant('provider', [
  v.object({
    provider: v.literal('plausible'),
    id: v.pipe(v.string(), v.regex(/^[a-z0-9.-]{3,253}$/i, 'a site domain')),
    src: v.optional(v.pipe(v.string(), v.url(), v.startsWith('https://')), 'https://plausible.io/js/script.js'),
  }),
  v.object({
    provider: v.literal('ga4'),
    id: v.pipe(v.string(), v.regex(/^G-[A-Z0-9]{4,20}$/, 'a measurement id like G-XXXXXXX')),
    src: v.optional(v.pipe(v.string(), v.url(), v.startsWith('https://'))),
  }),
])

export type AnalyticsConfig = { provider: 'plausible' | 'ga4'; id: string; src: string }

let warned = false

export function analyticsConfig(): AnalyticsConfig | null {
  const provider = process.env.ANALYTICS_PROVIDER?.trim()
  if (!provider) return null
  const parsed = v.safeParse(config, {
    provider,
    id: process.env.ANALYTICS_ID?.trim(),
    src: process.env.ANALYTICS_SRC?.trim() || undefined,
  })
  if (!parsed.success) {
    if (!warned) console.warn(`[analytics] off: ${v.summarize(parsed.issues)}`)
    warned = true
    return null
  }
  const { id } = parsed.output
  const src = parsed.output.src ?? `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`
  return { provider: parsed.output.provider, id, src }
}
