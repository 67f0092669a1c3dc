import { defineConfig } from 'vitest/config'

/**
 * The three-engine suite (tests/engines, decision 093): one file, its tests one after the other (one browser at a time
 * on two cores), each with a limit well above its pace (a flow waits for what it checks, never for time).
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // `npm run shots:engines` runs the pictures instead of the checks.
    include: [process.env.ENGINES_SHOTS === '1' ? 'tests/engines/shots.run.ts' : 'tests/engines/engines.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
})
