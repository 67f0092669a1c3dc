import { fileURLToPath } from 'node:url'
import { defineMiddleware, HTTPError } from 'nitro/h3'
import { staticMiddleware } from 'srvx/static'
import { metrics } from '../runtime/metrics.server'
import { BASE_SECURITY_HEADERS } from './security-headers'
import { HASHED_ASSETS, PUBLIC_FILE_PREFIXES } from './static-paths'

/**
 * The Node server's static files (vite.config.ts `nitro.handlers`, on the paths of its `staticFiles` route rules), in
 * place of nitro's own handler, which ignores `Range` (decision 092). srvx's file server answers one byte range with
 * 206, a range past the end with 416, honours If-Range by date, and serves a range of the file's own bytes, never of
 * the gzip or brotli copy the build stores beside it (`compressPublicAssets`). The headers are the route rules'. What
 * is not a file here goes on to the app (a missing `/assets/…` file is its 404, app/server.ts).
 */

/**
 * Nitro bundles this into .output/server/index.mjs and copies public/ and the browser build to .output/public. (In
 * `npm run dev` Vite serves them before this runs.)
 */
const root = fileURLToPath(new URL('../public/', import.meta.url))

const files = staticMiddleware({ dir: root, encodings: true, compress: false })

/** srvx's way of saying "not a file of mine", which h3 reads as "on to the next handler" (undefined). */
const NOT_A_FILE = new Response(null, { status: 404 })

/**
 * A file's route label for the metrics: its folder's (`/assets/*`, `/media/*`), or its own path (the few files of
 * public/'s top, static-paths.ts): as few series as the app's templates. Not logged: a page's dozen files would bury
 * its one line.
 */
function fileRoute(path: string): string {
  if (path.startsWith(HASHED_ASSETS)) return `${HASHED_ASSETS}*`
  const prefix = PUBLIC_FILE_PREFIXES.find((folder) => path.startsWith(folder))
  return prefix ? `${prefix}*` : path
}

export default defineMiddleware(async (event) => {
  const startedAt = performance.now()
  const answer = await files(event.req, () => NOT_A_FILE)
  const counted = (status: number) =>
    metrics().request(fileRoute(event.url.pathname), event.req.method, status, (performance.now() - startedAt) / 1000)
  // A path whose %-escapes decode to nothing (srvx's plain 400) is the request guard's to refuse, with its request id,
  // log line and no-store, like every other refusal (malformed-urls.nitro.ts).
  if (answer === NOT_A_FILE || answer.status === 400) return undefined
  // Thrown with its own Cache-Control, which the route rules then leave alone: `/assets/**`'s year-long caching must
  // not stick to a refusal that depends on the Range asked for, not on the file. (The rules' headers do not reach an
  // error's answer, so it brings the security headers too, as app/server.ts's refusals do.)
  if (answer.status === 416) {
    counted(416)
    throw new HTTPError({
      status: 416,
      headers: {
        ...BASE_SECURITY_HEADERS,
        'Content-Range': answer.headers.get('Content-Range') ?? '',
        'Cache-Control': 'no-store',
      },
    })
  }
  // Read whole, as nitro's own handler read its files (the largest here, a script, is 440 KB): h3 re-wraps the answer
  // to add the route rules' headers, which turns srvx's file stream into undici's web stream, and that one, cancelled
  // as it ends, throws from a microtask (an uncaught exception, seen on about one request in four).
  const body = answer.body ? await answer.arrayBuffer() : null
  counted(answer.status)
  return new Response(body, answer)
})
