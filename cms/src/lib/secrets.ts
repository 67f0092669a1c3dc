/**
 * The CMS refuses to start in production with a secret someone forgot to set properly: a value copied from
 * .env.example ("change-me"), another placeholder, or one too short to resist guessing. The error names each variable,
 * so the fix is obvious. Unset optional secrets are allowed: they switch their feature off (see .env.example).
 */

/** Secrets whose strength is ours to demand: placeholders refused, and at least MIN_LENGTH characters. */
const STRONG = [
  'CMS_WRITE_TOKEN',
  'PREVIEW_SECRET',
  'REVALIDATE_SECRET',
  'CMS_PREVIEW_TOKEN',
  'FILES_SIGNING_SECRET',
  'ADMIN_JWT_SECRET',
  'ADMIN_PASSWORD',
] as const

/** Strapi's own keys and salts: their format is Strapi's, so only placeholders are refused (APP_KEYS is a list). */
const NOT_PLACEHOLDER = ['APP_KEYS', 'API_TOKEN_SALT', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'] as const

export const MIN_LENGTH = 32

/** "change-me", "changeme", "change_me_please", "placeholder", "your-secret-here", "secret", "xxxxxxxx"… */
const PLACEHOLDER = /change[\s_-]*me|placeholder|your[\s_-]|example|^(secret|password|token|test|dev)$|^(.)\2*$/i

export function weakSecrets(env: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  for (const name of STRONG) {
    const value = env[name]
    if (value === undefined || value === '') continue
    if (PLACEHOLDER.test(value)) problems.push(`${name} is a placeholder`)
    else if (value.length < MIN_LENGTH) problems.push(`${name} is shorter than ${MIN_LENGTH} characters`)
  }
  for (const name of NOT_PLACEHOLDER) {
    const values = (env[name] ?? '').split(',').filter(Boolean)
    if (values.some((value) => PLACEHOLDER.test(value))) problems.push(`${name} is a placeholder`)
  }
  return problems
}

/** Throws, naming every weak variable, when NODE_ENV is production. */
export function refuseWeakSecrets(env: Record<string, string | undefined> = process.env): void {
  if (env.NODE_ENV !== 'production') return
  const problems = weakSecrets(env)
  if (problems.length === 0) return
  throw new Error(
    `Refusing to start with weak secrets: ${problems.join('; ')}. Generate each with: openssl rand -base64 32 ` +
      '(cms/scripts/env.sh writes a fresh .env).',
  )
}
