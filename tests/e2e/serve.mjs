// The e2e suite's site server (playwright.config.ts `webServer`), made ready first so one spec runs alone from a fresh
// clone: `npm run test:e2e -- tests/e2e/contact.spec.ts`.
//
// 1. A CMS: the one at STRAPI_URL when it answers (scripts/test.sh starts one); otherwise, on this machine, a
//    throwaway seeded one (scripts/test-cms.sh, after cms/scripts/setup.sh when the CMS is not built yet), which stops
//    with this process. Never with E2E_CMS_STOPPED=1, whose tests need the CMS gone.
// 2. A production build that is not older than the code (scripts/build-if-stale.mjs).
// 3. The server, its output into E2E_SITE_LOG (the run's teardown reads it: nothing else may be written there).
//
// What it does is said on stderr, which Playwright shows.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildIfStale } from '../../scripts/build-if-stale.mjs'
import { readCmsEnv } from '../cms-env.mjs'

const say = (message) => process.stderr.write(`[e2e server] ${message}\n`)
const strapi = new URL(process.env.STRAPI_URL ?? '')
const shell = (script) => spawnSync('bash', ['-c', `source scripts/lib.sh && ${script}`], { stdio: ['ignore', 2, 2] })

async function answers(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).status < 500
  } catch {
    return false
  }
}

/** The throwaway CMS this process started, if it did: it never outlives this process, however that ends. */
let cms = null
process.on('exit', () => cms?.kill('SIGTERM'))

async function startCms() {
  if (!['127.0.0.1', 'localhost'].includes(strapi.hostname))
    throw new Error(`No CMS answers at ${strapi.origin}, and it is not on this machine to start one`)
  if (shell('on_project_node node cms/scripts/env.mjs >/dev/null').status !== 0)
    throw new Error('cms/scripts/env.mjs failed')
  if (!existsSync('cms/dist/build') || !existsSync('cms/node_modules')) {
    say('the CMS is not built: cms/scripts/setup.sh (a few minutes, once)')
    if (shell('on_project_node bash cms/scripts/setup.sh').status !== 0) throw new Error('cms/scripts/setup.sh failed')
  }
  const dir = join(tmpdir(), `origin-e2e-cms-${strapi.port}`)
  rmSync(dir, { recursive: true, force: true })
  const log = `${dir}.log`
  say(`starting a throwaway seeded CMS on ${strapi.origin} (its log: ${log})`)
  // In this process's group: Playwright stops both when the run ends.
  // One descriptor for both streams: two would each keep their own offset and write over each other's lines.
  const out = openSync(log, 'w')
  cms = spawn('bash', ['scripts/test-cms.sh', dir, strapi.port], { stdio: ['ignore', out, out] })
  let exited = false
  cms.on('exit', () => {
    exited = true
  })
  // A first seed takes a minute or more, three on a busy machine.
  const ready = shell(`CMS_URL=${strapi.origin} WAIT_SECONDS=600 on_project_node bash cms/scripts/wait.sh`)
  if (ready.status !== 0 || exited) {
    process.stderr.write(readFileSync(log, 'utf8').split('\n').slice(-60).join('\n'))
    throw new Error('the throwaway CMS did not start')
  }
}

if (process.env.E2E_CMS_STOPPED !== '1' && !(await answers(`${strapi.origin}/_health`))) await startCms()

buildIfStale(say)

// The site's secrets for the CMS (its webhook, preview and write token), read now: cms/.env may be new.
const secrets = Object.fromEntries(
  ['CMS_WRITE_TOKEN', 'REVALIDATE_SECRET', 'PREVIEW_SECRET', 'CMS_PREVIEW_TOKEN']
    .map((key) => [key, process.env[key] || readCmsEnv()[key]])
    .filter(([, value]) => value),
)
const logFile = process.env.E2E_SITE_LOG ?? join(tmpdir(), 'origin-e2e-site.log')
// One descriptor for both streams, as `> file 2>&1` would: two would write over each other's lines.
const siteOut = openSync(logFile, 'w')
const site = spawn(process.execPath, ['.output/server/index.mjs'], {
  env: { ...process.env, ...secrets },
  stdio: ['ignore', siteOut, siteOut],
})
site.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
// Playwright ends the run by killing this process's whole group; a stop by hand reaches both servers too.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => site.kill(signal))
