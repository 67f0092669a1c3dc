import { jsonLinesOnly } from './json-output.server'

/**
 * A plugin of the Node server (vite.config.ts `nitro.plugins`), the first: from before the server starts, whatever a
 * library prints is one JSON line of the site's log (json-output.server.ts).
 */
export default function jsonLinesFromTheStart(): void {
  jsonLinesOnly()
}
