import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.mjs'
import { oneWorker } from '../one-worker'
import { wranglerDevCommand, wranglerEnv } from './wrangler'

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
  ...oneWorker,
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
    command: wranglerDevCommand(port, dir),
    // From the repository's root, where wrangler finds .wrangler/deploy/config.json (a web server's default is here).
    cwd: '../..',
    url: `${baseURL}/favicon.svg`,
    env: wranglerEnv(dir),
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
