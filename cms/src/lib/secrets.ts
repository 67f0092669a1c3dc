/**
 * The CMS refuses to start in production with a secret someone forgot to set properly: a value copied from
 * .env.example ("change-me"), another placeholder, or one too short to resist guessing. The error names each variable,
 * so the fix is obvious. Unset optional secrets are allowed: they switch their feature off (see .env.example).
 */

import { isPlaceholder, secretProblem } from '@origin/shared/secret-rules'

/** Secrets whose strength is ours to demand: placeholders refused, and at least MIN_SECRET_LENGTH characters. */
const STRONG = [
  'CMS_WRITE_TOKEN',
  'PREVIEW_SECRET',
  'REVALIDATE_SECRET',
  'CMS_PREVIEW_TOKEN',
  'FILES_SIGNING_SECRET',
  'ADMIN_JWT_SECRET',
  'ADMIN_PASSWORD',
] as const

/**
 * Strapi's own keys and salts, and the buckets' secret key: their format is someone else's, so only placeholders are
 * refused (APP_KEYS is a list).
 */
const NOT_PLACEHOLDER = [
  'APP_KEYS',
  'API_TOKEN_SALT',
  'TRANSFER_TOKEN_SALT',
  'JWT_SECRET',
  'ENCRYPTION_KEY',
  'S3_SECRET_ACCESS_KEY',
] as const

export function weakSecrets(env: Record<string, string | undefined>): string[] {
  const problems = STRONG.flatMap((name) => secretProblem(name, env[name]) ?? [])
  for (const name of NOT_PLACEHOLDER) {
    const values = (env[name] ?? '').split(',').filter(Boolean)
    if (values.some(isPlaceholder)) problems.push(`${name} is a placeholder`)
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
