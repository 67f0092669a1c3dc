import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests in Debian's Chromium against the production build (`npm run build` first). The CMS must already
 * be running and seeded (scripts/test.sh does both). Never `playwright install`: it cannot download here.
 */
const port = Number(process.env.E2E_PORT ?? 3210)
export const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node .output/server/index.mjs',
        url: `${baseURL}/`,
        env: { PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' },
        reuseExistingServer: false,
        timeout: 60_000,
      },
})
