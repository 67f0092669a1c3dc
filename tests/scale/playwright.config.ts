import { defineConfig } from '@playwright/test'
import { oneWorker } from '../one-worker'

/**
 * Tests of several site instances together (decision 020), and of two CMS instances on one pair of buckets (decision
 * 085), run by scripts/cms-postgres.sh against its throwaway PostgreSQL and the CMSs on it; each test starts its own
 * production servers (`npm run build` first). No browser, but for the one test that opens the admin panel (Debian's
 * Chromium, set in object-storage.spec.ts).
 */
export default defineConfig({
  ...oneWorker,
  timeout: 60_000,
})
