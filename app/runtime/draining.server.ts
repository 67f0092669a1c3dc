/**
 * Whether this process is stopping (shutdown.server.ts sets it on SIGTERM; health.server.ts reads it, so `/readyz`
 * says not ready to whoever asks during the drain). Kept on the process rather than in a module: the Node build
 * bundles the server's plugins apart from the app, each with its own copy of a module's state.
 */
const DRAINING = Symbol.for('origin.site.draining')

export function markDraining(): void {
  Reflect.set(globalThis, DRAINING, true)
}

export function isDraining(): boolean {
  return Reflect.get(globalThis, DRAINING) === true
}
