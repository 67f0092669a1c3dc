import { defineConfig } from '@playwright/test'
import { oneWorker } from '../one-worker'

/**
 * Tests of several site instances together (decision 020), run by scripts/cms-postgres.sh against its throwaway
 * PostgreSQL and the CMS on it; each test starts its own production servers (`npm run build` first). No browser.
 */
export default defineConfig({
  ...oneWorker,
  timeout: 60_000,
})
