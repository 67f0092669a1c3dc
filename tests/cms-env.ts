import { existsSync, readFileSync } from 'node:fs'

/**
 * The generated cms/.env (cms/scripts/env.sh) as a map: the test CMS is started from it, so its secrets and admin are
 * what the tests must use. Empty when the file does not exist yet.
 */
export function readCmsEnv(): Record<string, string> {
  if (!existsSync('cms/.env')) return {}
  return Object.fromEntries(
    readFileSync('cms/.env', 'utf8')
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1] ?? '', m[2] ?? '']),
  )
}

/** One value: the environment's when set, else cms/.env's, else empty. */
export function cmsEnv(name: string): string {
  return process.env[name] ?? readCmsEnv()[name] ?? ''
}
