import { type ChildProcess, spawn } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { notFoundPages, publicPages } from '../e2e/pages'
import { ENGINES_PORT, strapiUrl } from '../ports'
import { poll } from './driver'
import { type Probe, startProbe } from './probe'

/** The ports of the suite: the site's server, the probe in front of it (the next), WebKitWebDriver (the one after). */
export const SITE_PORT = ENGINES_PORT
export const WEBKIT = { port: ENGINES_PORT + 2 }

/**
 * The production site for the browsers, behind the probe: started with the e2e suite's launcher (tests/e2e/serve.mjs:
 * a build no older than the code, the CMS at STRAPI_URL, or a throwaway one it starts).
 */
export async function startSite(): Promise<{ probe: Probe; stop: () => Promise<void> }> {
  const probePort = ENGINES_PORT + 1
  const site: ChildProcess = spawn(process.execPath, ['tests/e2e/serve.mjs'], {
    env: {
      ...process.env,
      E2E_SITE_LOG: join(tmpdir(), `origin-engines-site-${SITE_PORT}.log`),
      STRAPI_URL: strapiUrl(),
      PORT: String(SITE_PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // The browsers reach it through the probe: the site's own links and canonical addresses name the probe.
      SITE_URL: `http://127.0.0.1:${probePort}`,
      // The probe gives each test its own client address (probe.ts).
      TRUST_PROXY: '1',
      OUTBOX_DIR: join(tmpdir(), `origin-engines-outbox-${SITE_PORT}`),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const notFound = new Set([notFoundPages.en, notFoundPages.no])
  const probe = await startProbe(
    probePort,
    new URL(`http://127.0.0.1:${SITE_PORT}`),
    // The not-found page answers 404 by design; a post without JavaScript that is refused, the form again with 422.
    (method, path, status) =>
      (status === 404 && method === 'GET' && notFound.has(path)) || (status === 422 && method === 'POST'),
  )
  let exited = false
  site.once('exit', () => {
    exited = true
  })
  await poll(
    async () => {
      if (exited) throw new Error('the site server ended')
      return fetch(`http://127.0.0.1:${SITE_PORT}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    },
    'the site server',
    10 * 60_000,
  )
  return {
    probe,
    stop: async () => {
      await probe.close()
      if (exited) return
      const ended = new Promise((resolve) => site.once('exit', resolve))
      site.kill('SIGTERM')
      await ended
    },
  }
}
