import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium.mjs'
import { E2E_PORT, strapiUrl } from './tests/ports'

/**
 * End-to-end tests in Debian's Chromium against the production build and a seeded CMS: the one at STRAPI_URL, else a
 * throwaway one the site server's launcher starts (tests/e2e/serve.mjs, which also builds when the build is older than
 * the code), so `npm run test:e2e -- tests/e2e/contact.spec.ts` runs alone. Never `playwright install`: it cannot
 * download here.
 */
const port = E2E_PORT
// Set here, in the runner and in every worker alike: the specs, the fixtures and the server all read it.
process.env.STRAPI_URL ||= strapiUrl()
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`
/**
 * Set by scripts/test.sh after it has stopped the test CMS: then only the `cms-stopped` project runs, proving the
 * site keeps answering and the forms fail kindly when Strapi is really gone.
 */
const cmsStopped = process.env.E2E_CMS_STOPPED === '1'
/** Where the suite's own server writes its log; global-teardown.ts (same process) reads it from the environment. */
process.env.E2E_SITE_LOG ||= join(tmpdir(), `origin-e2e-site-${port}.log`)
const SITE_LOG = process.env.E2E_SITE_LOG
/** The suite's server keeps what the CMS could not take here (decision 030), never in the working tree. */
process.env.E2E_OUTBOX_DIR ||= join(tmpdir(), `origin-e2e-outbox-${port}`)
const chromium = { ...devices['Desktop Chrome'], channel: undefined }

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  fullyParallel: true,
  // One worker: on the 2-core hosts the suite is bound by the CPU (Chromium renders every page in software, beside the
  // site and Strapi), so a second worker ran the 517 tests in 13.1 min against one worker's 13.7 while each test took
  // twice as long, which is where tests race. E2E_WORKERS sets more where the cores allow (anything but a whole number
  // from 1 up counts as unset).
  workers: /^[1-9]\d*$/.test(process.env.E2E_WORKERS ?? '') ? Number(process.env.E2E_WORKERS) : 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A test's limit, not its pace (tests wait for what they check): the 2-core CI hosts run some stretches twice as
  // slowly as a quiet machine, and a test that took 15 s there once ran past 30.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Traces are for a person to open: CI's printed output is all that is read of its runs, and recording them (a
    // screencast and DOM snapshots of every test) cost the suite 10–13% of its time there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: cmsStopped
    ? [{ name: 'cms-stopped', use: chromium, testMatch: /cms-stopped\.spec\.ts/ }]
    : [
        { name: 'desktop', use: chromium, testIgnore: /(mobile|cms-stopped)\.spec\.ts/ },
        { name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
      ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // Its log goes to a file the run's teardown reads: no secret, e-mail address or form value may be in it.
        command: 'exec node tests/e2e/serve.mjs',
        url: `${baseURL}/healthz`,
        // TRUST_PROXY: each test sends its own X-Forwarded-For (fixtures.ts), so the forms' rate limits count per test.
        // Analytics configured as in production, so the consent tests can prove it waits for a yes (the script itself
        // is answered by a stub in fixtures.ts).
        env: {
          E2E_SITE_LOG: SITE_LOG,
          PORT: String(port),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          SITE_URL: baseURL,
          OUTBOX_DIR: process.env.E2E_OUTBOX_DIR,
          TRUST_PROXY: '1',
          ANALYTICS_PROVIDER: 'plausible',
          ANALYTICS_ID: 'origin.example',
        },
        reuseExistingServer: false,
        // Long enough for a first build and a first CMS install, when the launcher has to make them.
        timeout: 15 * 60_000,
      },
})
