import { createHash } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/*
 * The JavaScript side's one reader of the generated cms/.env (cms/scripts/env.mjs), and its one admin login: the e2e
 * suite, its server launcher, the CMS's contract tests and the check scripts all act with the secrets and the admin the
 * test CMS was started from. Plain JavaScript, so each of them imports it as it is.
 */

const CMS_ENV_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'cms', '.env')

/** cms/.env as a map; empty when the file does not exist yet. */
export function readCmsEnv() {
  if (!existsSync(CMS_ENV_FILE)) return {}
  return Object.fromEntries(
    readFileSync(CMS_ENV_FILE, 'utf8')
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  )
}

/** One value: the environment's when set, else cms/.env's, else empty. */
export function cmsEnv(name) {
  return process.env[name] ?? readCmsEnv()[name] ?? ''
}

/**
 * An admin session on the CMS at `cmsUrl`, shared through a 0600 file in the temp directory by every process of a run
 * and the runs after it (checked before reuse): Strapi allows five admin logins per address and e-mail in five
 * minutes, which CI's stages, or a developer running one spec a few times, would otherwise spend.
 */
export async function adminSession(cmsUrl) {
  const origin = cmsUrl.replace(/\/+$/, '')
  const file = join(tmpdir(), `origin-cms-admin-${createHash('sha256').update(origin).digest('hex').slice(0, 12)}`)
  try {
    const token = readFileSync(file, 'utf8').trim()
    const me = await fetch(`${origin}/admin/users/me`, { headers: { Authorization: `Bearer ${token}` } })
    if (me.ok) return token
  } catch {
    // No session yet, or the CMS no longer takes it: log in.
  }
  const login = await fetch(`${origin}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: cmsEnv('ADMIN_EMAIL'), password: cmsEnv('ADMIN_PASSWORD') }),
  })
  const body = await login.json().catch(() => null)
  const token = body?.data?.token
  if (typeof token !== 'string') throw new Error(`CMS admin login failed with ${login.status}`)
  writeFileSync(file, token, { mode: 0o600 })
  return token
}
