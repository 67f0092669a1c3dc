import { existsSync, readFileSync } from 'node:fs'

/**
 * The generated cms/.env (cms/scripts/env.sh) as a map: the test CMS is started from it, so its secrets and admin are
 * what the tests must use. Empty when the file does not exist yet. (A module of plain JavaScript, so the e2e suite's
 * server launcher, tests/e2e/serve.mjs, reads it as the specs do.)
 */
export function readCmsEnv() {
  if (!existsSync('cms/.env')) return {}
  return Object.fromEntries(
    readFileSync('cms/.env', 'utf8')
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
