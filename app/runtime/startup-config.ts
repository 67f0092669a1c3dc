import { weakSecrets } from './secrets'

/**
 * The site's configuration as the server starts (app/runtime/startup-config.nitro.ts). What would make every page or
 * form fail in a way a visitor cannot tell from an outage (a CMS address without its scheme, a public address with a
 * path) stops a production start with the variable's name; what only switches a feature off is said in the log.
 */

/** Variables holding an address: the CMS's may sit under a path; the site's public one is an origin only. */
const URL_VARIABLES = {
  STRAPI_URL: 'url',
  STRAPI_MEDIA_URL: 'url',
  CMS_ADMIN_URL: 'url',
  SITE_URL: 'origin',
} as const

/**
 * Each set address that is not an absolute http(s) URL, and a shared rate-limit store that is not PostgreSQL (the
 * value is never repeated: it may hold credentials).
 */
export function malformedUrls(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  for (const [name, kind] of Object.entries(URL_VARIABLES)) {
    const value = env[name]?.trim()
    if (!value) continue
    const url = URL.canParse(value) ? new URL(value) : null
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      problems.push(`${name} is not an absolute http:// or https:// URL`)
    } else if (kind === 'origin' && (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username)) {
      problems.push(`${name} must be an origin only, like https://www.example.com`)
    }
  }
  const database = env.RATE_LIMIT_DATABASE_URL?.trim()
  if (database) {
    const url = URL.canParse(database) ? new URL(database) : null
    if (url === null || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
      problems.push('RATE_LIMIT_DATABASE_URL is not a postgres:// URL')
    }
  }
  return problems
}

/** Features a missing variable switches off, as a line for the operator's log. */
export function switchedOff(env: Record<string, string | undefined>): string[] {
  return env.CMS_WRITE_TOKEN?.trim()
    ? []
    : ['CMS_WRITE_TOKEN is not set: the contact and application forms cannot store anything; they tell visitors so']
}

/**
 * Throws, naming every problem, when NODE_ENV is production and an address is malformed or a secret weak; otherwise
 * returns what the log should say. Outside production nothing stops the server (a developer sees the pages fail).
 */
export function checkStartupConfig(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return []
  const urls = malformedUrls(env)
  // Without it, canonical links, hreflang, the sitemap and robots.txt follow each request's Host header, which any
  // client (or a misrouted proxy) sets: search engines would be told the site lives wherever a request said.
  if (!env.SITE_URL?.trim()) urls.unshift('SITE_URL is not set (the public origin, like https://www.example.com)')
  const secrets = weakSecrets(env)
  if (urls.length > 0 || secrets.length > 0) {
    throw new Error(
      `Refusing to start: ${[...urls, ...secrets].join('; ')}.` +
        (secrets.length > 0
          ? ' Use the secrets in cms/.env (made by cms/scripts/env.mjs), or generate each with: openssl rand -base64 32'
          : ''),
    )
  }
  return switchedOff(env)
}
