import { defineConfig } from 'vitest/config'

// Unit tests sit beside their code as *.test.ts(x); browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    typecheck: { enabled: true, include: ['app/**/*.test-d.ts'] },
  },
})
