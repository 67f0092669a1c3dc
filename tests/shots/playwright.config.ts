import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.mjs'

/**
 * `npm run shots`: full-page screenshots of every page, in both languages, at phone and desktop width, into `shots/`
 * (gitignored), to look at before calling a screen done. It photographs a site that is already running: by default
 * the one `npm run up` serves, or `SHOTS_URL`. Not a test: it asserts nothing.
 */
export default defineConfig({
  // Relative to this file; the screenshots go to shots/ in the working directory (the repository's root).
  testDir: '.',
  fullyParallel: true,
  retries: 0,
  reporter: [['line']],
  timeout: 90_000,
  use: {
    baseURL: process.env.SHOTS_URL ?? 'http://127.0.0.1:3000',
    launchOptions: chromiumLaunchOptions,
  },
})
