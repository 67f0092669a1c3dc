import { fileURLToPath } from 'node:url'
import { cloudflare } from '@cloudflare/vite-plugin'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { startPlugin } from './build/start.plugin'

/**
 * The Cloudflare Workers build (`npm run build:edge`, decision 007): the same app as vite.config.ts, with the
 * Cloudflare plugin in place of nitro. It is a separate file so the Node build's config is not touched at all; the
 * `tanstackStart` options are shared (build/start.plugin.ts).
 */
export default defineConfig({
  server: { port: 3000, host: '127.0.0.1' },
  preview: { port: 3240, host: '127.0.0.1' },
  resolve: {
    tsconfigPaths: true,
    // The share cards' rasteriser as a WebAssembly module uploaded with the worker (Node inlines its bytes instead).
    alias: [
      {
        find: /^~\/seo\/resvg-wasm$/,
        replacement: fileURLToPath(new URL('./app/seo/resvg-wasm.edge.ts', import.meta.url)),
      },
    ],
  },
  // Beside .output/ (Node), never in it: dist-edge/client is the static assets, dist-edge/ssr the worker and the
  // wrangler.json that `wrangler deploy` uses (the plugin points .wrangler/deploy/config.json at it).
  build: { outDir: 'dist-edge' },
  plugins: [
    // Before tanstackStart, as Start's hosting guide says: the SSR environment runs in workerd.
    cloudflare({ viteEnvironment: { name: 'ssr' }, configPath: './wrangler.jsonc' }),
    startPlugin(),
    viteReact(),
  ],
})
