/*
 * What the site's builds give the two packages TanStack Form imports only for its devtools (build/start.plugin.ts,
 * decision 125). The library creates an event client at import and reports every form's state and submits to it,
 * throttled by `@tanstack/pacer-lite`; the real client polls the page for a devtools panel the site never has. Here the
 * client talks to nobody and the throttle drops what it is given. The bench's size check fails if the real client is
 * back in a client chunk.
 */

/** `@tanstack/devtools-event-client`'s client, with nobody to talk to. */
export class EventClient {
  on(): () => void {
    return () => {}
  }
  emit(): void {}
}

/** `@tanstack/pacer-lite`'s throttle, for the devtools' state reports only: nothing to report to. */
export function liteThrottle(): () => void {
  return () => {}
}
