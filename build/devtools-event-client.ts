/**
 * What the site's builds give `@tanstack/devtools-event-client` (build/start.plugin.ts): an event client that talks to
 * no devtools. TanStack Form creates one at import and reports every form's state and submits to it; the real one
 * (about 2 KB gzip) polls the page for a devtools panel the site never has (decision 125). The bench's size check
 * fails if the real one is back in a client chunk.
 */
export class EventClient {
  on(): () => void {
    return () => {}
  }
  emit(): void {}
}
