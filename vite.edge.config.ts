import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/**
 * The Cloudflare Workers build (`npm run build:edge`, decision 007): the same app as vite.config.ts, with the
 * Cloudflare plugin in place of nitro. It is a separate file so the Node build's config is not touched at all; the
 * `tanstackStart` options must stay the same in both (tests/unit/edge-config.test.ts compares them).
 */
export default defineConfig({
  server: { port: 3000, host: '127.0.0.1' },
  preview: { port: 3240, host: '127.0.0.1' },
  resolve: { tsconfigPaths: true },
  // Beside .output/ (Node), never in it: dist-edge/client is the static assets, dist-edge/ssr the worker and the
  // wrangler.json that `wrangler deploy` uses (the plugin points .wrangler/deploy/config.json at it).
  build: { outDir: 'dist-edge' },
  plugins: [
    // Before tanstackStart, as Start's hosting guide says: the SSR environment runs in workerd.
    cloudflare({ viteEnvironment: { name: 'ssr' }, configPath: './wrangler.jsonc' }),
    tanstackStart({
      srcDirectory: 'app',
      // The generated tree lives at the repo root so it is obvious that it is not hand-written source.
      router: { generatedRouteTree: '../routeTree.gen.ts' },
      // Each page's CSS goes into its HTML (a few KB): no render-blocking stylesheet requests before the first paint.
      server: { build: { inlineCss: true } },
    }),
    viteReact(),
  ],
})
