import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import { clientAssetsPlugin } from './client-assets.plugin'
import { inlineScriptPlugin } from './inline-script.plugin'

/**
 * TanStack Start as both builds use it: the Node build (vite.config.ts) and the Workers build (vite.edge.config.ts,
 * decision 007) must build the same app, so their Start options live here once.
 */
export function startPlugin() {
  return [
    // Before Start, so `?inline-script` imports are compiled before anything else sees them.
    inlineScriptPlugin(),
    clientAssetsPlugin(),
    tanstackStart({
      srcDirectory: 'app',
      // The generated tree lives at the repo root so it is obvious that it is not hand-written source.
      router: { generatedRouteTree: '../routeTree.gen.ts' },
      // Each page's CSS goes into its HTML (a few KB): no render-blocking stylesheet requests before the first paint.
      server: { build: { inlineCss: true } },
    }),
  ]
}
