/*
 * The site refuses to start in production with a secret someone forgot to set properly: a value copied from an
 * example ("change-me"), another placeholder, or one too short to resist guessing: the CMS's rule, from the one
 * source both import (packages/shared/src/secret-rules.ts). Unset secrets are allowed: each switches its feature off (see the
 * operations notes: docs/operations.md, Configuration).
 */
import { secretProblem } from '@origin/shared/secret-rules'

/** The secrets and tokens the site's server holds. */
const SITE_SECRETS = [
  'CMS_WRITE_TOKEN',
  'STRAPI_READ_TOKEN',
  'CMS_PREVIEW_TOKEN',
  'PREVIEW_SECRET',
  'REVALIDATE_SECRET',
] as const

export function weakSecrets(env: Record<string, string | undefined>): string[] {
  return SITE_SECRETS.flatMap((name) => secretProblem(name, env[name]) ?? [])
}
