// The bundle-size baseline: a bare TanStack Start page with React Query, built with the same versions as the
// site (it resolves packages from the repo's node_modules). `node scripts/bench/run.mjs` builds and measures it.
// Its assets are served compressed as the site's are (vite.config.ts): the live-time gauge is a like-for-like page, not
// a 364 KB download of raw JavaScript on the throttled link.
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    tanstackStart({ srcDirectory: 'src' }),
    viteReact(),
    nitro({ compressPublicAssets: { gzip: true, brotli: true } }),
  ],
})
