import { jsonLinesOnly } from './json-output.server'

/**
 * A plugin of the Node server (vite.config.ts `nitro.plugins`), the first: from before the server starts, whatever a
 * library prints is one JSON line of the site's log (json-output.server.ts). Not under `npm run dev`, whose terminal
 * is Vite's, for a person to read.
 */
export default function jsonLinesFromTheStart(): void {
  if (import.meta.dev) return
  jsonLinesOnly()
}
