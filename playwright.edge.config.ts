import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium'

/**
 * The Cloudflare Workers smoke test (decision 007): the edge build (`npm run build:edge`, dist-edge/) served by
 * `wrangler dev` in local workerd, against a running seeded CMS. Run it through scripts/edge-smoke.sh, which builds,
 * makes a temporary EDGE_DIR with the worker's variables in `worker.env` (secrets included) and removes it afterwards.
 */
const port = Number(process.env.EDGE_PORT ?? 3240)
const baseURL = `http://127.0.0.1:${port}`
const dir = process.env.EDGE_DIR
if (!dir) throw new Error('EDGE_DIR is not set: run the edge smoke test with `bash scripts/edge-smoke.sh`')

export default defineConfig({
  testDir: 'tests/edge',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    channel: undefined,
    baseURL,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: 'edge' }],
  webServer: {
    // The built worker exactly as `wrangler deploy` would upload it: wrangler follows .wrangler/deploy/config.json to
    // dist-edge/server/wrangler.json. Its variables come only from the env file (never from process.env or .env), and
    // its local state stays in the temporary directory.
    command: [
      `wrangler dev --port ${port} --ip 127.0.0.1 --show-interactive-dev-session=false`,
      `--env-file '${dir}/worker.env' --persist-to '${dir}/state'`,
    ].join(' '),
    url: `${baseURL}/favicon.svg`,
    env: {
      // Offline and anonymous: no metrics, no error reports, no update check (it runs with the banner), no download
      // of the `Request.cf` placeholder, and a config home of its own, so it can never use someone's login.
      WRANGLER_SEND_METRICS: 'false',
      WRANGLER_SEND_ERROR_REPORTS: 'false',
      WRANGLER_HIDE_BANNER: 'true',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      DO_NOT_TRACK: '1',
      CI: '1',
      // The env file is read only while this is on (its default), and it alone: not wrangler's own environment.
      CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: 'true',
      CLOUDFLARE_INCLUDE_PROCESS_ENV: 'false',
      XDG_CONFIG_HOME: `${dir}/config`,
      WRANGLER_LOG_PATH: `${dir}/logs`,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
