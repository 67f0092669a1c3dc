import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import { BASE_SECURITY_HEADERS } from './app/pipeline/security-headers'
import { HASHED_ASSETS, PUBLIC_FILE_PREFIXES, PUBLIC_FILES } from './app/pipeline/static-paths'
import { startPlugin } from './build/start.plugin'

/**
 * Static files are served by the Node server before the app sees a request (app/pipeline/static-files.nitro.ts, in
 * place of nitro's own handler, which ignores byte ranges: decision 092), so their headers are route rules: the same
 * security headers as every other answer, 206 and 416 included, and the hashed build assets cached for good (a missing
 * one, or a range past its end, is answered without that caching), public/'s files for a day.
 */
/**
 * The files of public/ keep their names when they change (no hash), so a browser or CDN keeps them a day, not for good;
 * without any Cache-Control each cache guessed its own lifetime.
 */
const staticHeaders = { headers: { ...BASE_SECURITY_HEADERS, 'cache-control': 'public, max-age=86400' } }
const staticFiles = Object.fromEntries([
  [
    `${HASHED_ASSETS}**`,
    { headers: { ...BASE_SECURITY_HEADERS, 'cache-control': 'public, max-age=31536000, immutable' } },
  ],
  ...PUBLIC_FILE_PREFIXES.map((prefix) => [`${prefix}**`, staticHeaders]),
  ...PUBLIC_FILES.map((file) => [file, staticHeaders]),
])

export default defineConfig({
  server: { port: 3000, host: '127.0.0.1' },
  resolve: { tsconfigPaths: true },
  // The share cards' rasteriser is inlined into the server as a data URL (app/seo/resvg-wasm.ts).
  assetsInclude: ['**/*.wasm'],
  // opentype.js names its ES module in `module` but has no `exports`: left to Node, the dev server's SSR loaded its
  // CommonJS build and `import { parse }` failed, so `npm run dev` answered every page with a 500. Bundled, Vite reads
  // `module` (the production build already did).
  ssr: { noExternal: ['opentype.js'] },
  plugins: [
    startPlugin(),
    viteReact(),
    // The built assets are stored gzip- and brotli-compressed beside the originals and served by Accept-Encoding
    // (a third of the bytes on a phone's first load); rendered responses are compressed in app/start.ts.
    nitro({
      compressPublicAssets: { gzip: true, brotli: true },
      serveStatic: false,
      handlers: Object.keys(staticFiles).map((route) => ({
        route,
        middleware: true,
        handler: './app/pipeline/static-files.nitro.ts',
      })),
      // Before the server listens: every line it writes one JSON object (app/pipeline/json-output.server.ts); no start in production with a malformed URL or a placeholder or short secret; and
      // the slow-client limits of the server it then starts (app/pipeline/connection-limits.server.ts), its graceful
      // stop on SIGTERM (app/pipeline/shutdown.server.ts), malformed paths handed to the request guard, and the
      // Prometheus metrics (app/runtime/metrics.nitro.ts).
      plugins: [
        './app/pipeline/json-output.nitro.ts',
        './app/runtime/startup-config.nitro.ts',
        './app/pipeline/connection-limits.nitro.ts',
        './app/pipeline/shutdown.nitro.ts',
        './app/pipeline/malformed-urls.nitro.ts',
        // Last: its own listener on 127.0.0.1:METRICS_PORT is left alone by the hooks above (decision 116).
        './app/runtime/metrics.nitro.ts',
      ],
      routeRules: staticFiles,
    }),
  ],
})
