import { defineConfig } from 'vitest/config'
import { clientAssetsPlugin } from './build/client-assets.plugin'
import { inlineScriptPlugin } from './build/inline-script.plugin'

// Unit tests sit beside their code as *.test.ts(x); browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The share cards' rasteriser is inlined into the server as a data URL (app/seo/resvg-wasm.ts).
  assetsInclude: ['**/*.wasm'],
  // The app-start script's unit test runs the compiled text, as the pages carry it; the document's scripts read what
  // the server knows of the browser build (empty here, as in development).
  plugins: [inlineScriptPlugin(), clientAssetsPlugin()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    // The CMS's code has its own (tests/unit/cms/vitest.config.ts: `npm run test:unit:cms`), with the CMS's packages.
    exclude: ['tests/unit/cms/**', '**/node_modules/**'],
    environment: 'node',
    // One process per worker for every file, not one per file: 25 s against 66 here. tests/unit/setup.ts gives each
    // file the environment and the fresh module set it would have alone (checked with --sequence.shuffle.files).
    isolate: false,
    setupFiles: ['tests/unit/setup.ts'],
    // No `typecheck` here: the type tests (*.test-d.ts) are in tsconfig's project, so `npm run typecheck` fails on a
    // broken assertion already; vitest's own pass ran tsc over the whole project again (18 s against 41).
  },
})
