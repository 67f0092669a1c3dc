import { defineConfig } from '@playwright/test'

/**
 * Tests of several site instances together (decision 020), run by scripts/cms-postgres.sh against its throwaway
 * PostgreSQL and the CMS on it; each test starts its own production servers (`npm run build` first). No browser.
 */
export default defineConfig({
  // Relative to this file; test-results/ stays at the repository's root (beside package.json).
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
})
