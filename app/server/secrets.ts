/*
 * The site refuses to start in production with a secret someone forgot to set properly: a value copied from an
 * example ("change-me"), another placeholder, or one too short to resist guessing. The same rule as the CMS's
 * (cms/src/lib/secrets.ts). Unset secrets are allowed: each switches its feature off (see the README).
 */

/** The secrets and tokens the site's server holds. */
const SITE_SECRETS = [
  'CMS_WRITE_TOKEN',
  'STRAPI_READ_TOKEN',
  'CMS_PREVIEW_TOKEN',
  'PREVIEW_SECRET',
  'REVALIDATE_SECRET',
] as const

const MIN_SECRET_LENGTH = 32

/** "change-me", "changeme", "change_me_please", "placeholder", "your-secret-here", "secret", "xxxxxxxx"… */
const PLACEHOLDER = /change[\s_-]*me|placeholder|your[\s_-]|example|^(secret|password|token|test|dev)$|^(.)\2*$/i

export function weakSecrets(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  for (const name of SITE_SECRETS) {
    const value = env[name]
    if (value === undefined || value === '') continue
    if (PLACEHOLDER.test(value)) problems.push(`${name} is a placeholder`)
    else if (value.length < MIN_SECRET_LENGTH) problems.push(`${name} is shorter than ${MIN_SECRET_LENGTH} characters`)
  }
  return problems
}
