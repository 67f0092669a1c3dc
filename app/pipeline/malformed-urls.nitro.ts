import type { NitroApp } from 'nitro/types'

/**
 * A plugin of the Node server (vite.config.ts `nitro.plugins`). The server's router answers a path whose %-escapes
 * decode to nothing (`/%ZZ`) with its own 400 in JSON, before the app sees it: no security headers, no request id,
 * no log line. Let through (h3's `allowMalformedURL`), such a path reaches the request guard (request-guard.ts), which
 * refuses it as it refuses everything else. The static-file handler (static-files.nitro.ts) hands such a path on too.
 */
export default function malformedUrlsToTheGuard(app: NitroApp): void {
  if (app.h3) app.h3.config.allowMalformedURL = true
}
