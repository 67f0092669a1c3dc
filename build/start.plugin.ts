import { createHash } from 'node:crypto'
import { dirname, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import type { Plugin } from 'vite'
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
    clientChunksPlugin(),
    cssModuleNamesPlugin(),
    noDevtoolsPlugin(),
    tanstackStart({
      srcDirectory: 'app',
      // The generated tree lives at the repo root so it is obvious that it is not hand-written source.
      router: {
        generatedRouteTree: '../routeTree.gen.ts',
        // A route's loader travels with its component (the router's default keeps every loader, and the queries and
        // server-function stubs it imports, in the code every page loads); one chunk, so a navigation waits for no
        // extra request. The pending cover stays in the shell: it must show while that chunk is on its way.
        codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
      },
      // Each page's CSS goes into its HTML (a few KB): no render-blocking stylesheet requests before the first paint.
      server: { build: { inlineCss: true } },
    }),
  ]
}

/**
 * What TanStack Form imports only for its devtools, its event client and the throttle of its state reports, replaced
 * by nothing (build/form-devtools-off.ts): the library imports them unconditionally, and the site has no devtools to
 * talk to (decision 125). Only form-core imports either package.
 */
function noDevtoolsPlugin(): Plugin {
  const stub = fileURLToPath(new URL('./form-devtools-off.ts', import.meta.url))
  return {
    name: 'agency:no-devtools',
    config: () => ({
      resolve: {
        alias: [
          { find: /^@tanstack\/devtools-event-client$/, replacement: stub },
          { find: /^@tanstack\/pacer-lite$/, replacement: stub },
        ],
      },
      // The library's reports to that client, each building an object of the form's state, go from the browser's
      // code too: a call whose result is unused is dropped.
      environments: {
        client: { build: { rolldownOptions: { treeshake: { manualPureFunctions: ['formEventClient.emit'] } } } },
      },
    }),
  }
}

/**
 * The packages every page runs (React, the router, Start's client, React Query, the i18n runtime), the modules they
 * need and the client entry go into one chunk, the entry's (`index-….js`; apart, the entry and the bundler's runtime
 * were two more files of a few hundred bytes each on every page). Left to itself the bundler split them into a dozen
 * files that every page loaded anyway: each compressed on its own (about 1–4 KB more per page than together) and each
 * a request of its own on a slow link. Code only some pages or some moments need (drag and drop, forms and their
 * valibot rules, smooth scrolling, screens) stays in its own chunks.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|seroval|seroval-plugins|cookie-es|use-sync-external-store|typesafe-i18n|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query|react-start|react-start-client|start-client-core|router-ssr-query-core|react-router-ssr-query))[\\/]/

const CLIENT_ENTRY = /[\\/]app[\\/]client\.tsx$/

function clientChunksPlugin(): Plugin {
  /** The bundler's name of each chunk that holds a screen, and that screen. */
  const screenChunks = new Map<string, string>()
  return {
    name: 'agency:client-chunks',
    config: () => ({
      environments: {
        client: {
          build: {
            rolldownOptions: {
              output: {
                codeSplitting: {
                  groups: [{ name: 'framework', test: (id) => FRAMEWORK.test(id) || CLIENT_ENTRY.test(id) }],
                },
                // A chunk that holds a screen is named after it (`HomeScreen-….js`, and its stylesheet
                // `HomeScreen-….css`), whichever module the bundler would have named it after (a route's loader, since
                // loaders travel with their components): the network panel and the bench's "loads no other screen's
                // code" read screens by these names. Chunks are named before the stylesheets drawn from them.
                chunkFileNames: (chunk) => {
                  const screen = screenOf(chunk.moduleIds)
                  if (screen) screenChunks.set(chunk.name, screen)
                  return `assets/${screen ?? '[name]'}-[hash].js`
                },
                assetFileNames: (asset) => {
                  const name = asset.names[0] ?? ''
                  const screen = name.endsWith('.css') ? screenChunks.get(name.slice(0, -'.css'.length)) : undefined
                  return `assets/${screen ?? '[name]'}-[hash][extname]`
                },
              },
            },
          },
        },
      },
    }),
  }
}

const SCREEN_MODULE = /[\\/]features[\\/][^\\/]+[\\/](\w+Screen)\.tsx$/

function screenOf(moduleIds: readonly string[]): string | undefined {
  for (const id of moduleIds) {
    const screen = SCREEN_MODULE.exec(id)?.[1]
    if (screen) return screen
  }
  return undefined
}

/**
 * CSS module class names are `hero_1xvg4`: the class's own name and a hash of its file. Vite's default
 * (`_hero_1xvg4_2`) adds the line number, which differs for every class and so compresses badly: 0.1–0.15 KB gzip of
 * class-name maps in each screen's code and in the shared chunk, and less inline CSS in every page.
 */
function cssModuleNamesPlugin(): Plugin {
  // The repository's root (this file sits in build/): a class's hash is of its file's path from there.
  const root = dirname(import.meta.dirname)
  const fileHash = (file: string) => createHash('sha1').update(relative(root, file)).digest('base64url').slice(0, 5)
  return {
    name: 'agency:css-module-names',
    config: () => ({
      css: { modules: { generateScopedName: (name: string, file: string) => `${name}_${fileHash(file)}` } },
    }),
  }
}
