import type { PlaywrightTestConfig } from '@playwright/test'

/**
 * What the suites that start their own servers share (the Workers smoke test, the instances-together tests): one test
 * at a time, no retry, a line per test. `testDir: '.'` is relative to the config that spreads this, and
 * test-results/ stays at the repository's root (beside package.json).
 */
export const oneWorker = {
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
} satisfies PlaywrightTestConfig
