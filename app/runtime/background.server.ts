import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Work a response does not wait for, such as the CMS cache refreshing an entry while it serves the stale one. On Node
 * that work simply goes on. A Cloudflare Worker cancels a request's unfinished fetches once its response is sent, so
 * the refresh would never finish (and the cache would wait for it forever); the edge entry (app/server.edge.ts)
 * therefore hands each request's `ctx.waitUntil` in here, and background work is registered with it (decision 007).
 */
type KeepAlive = (work: Promise<unknown>) => void

const keepAlive = new AsyncLocalStorage<KeepAlive>()

/** Runs one request with the runtime's way of keeping its background work alive. */
export function withKeepAlive<T>(register: KeepAlive, run: () => T): T {
  return keepAlive.run(register, run)
}

/** Lets `work` finish after the response: registered with the runtime where it needs that (Workers), a no-op on Node. */
export function inBackground(work: Promise<unknown>): void {
  keepAlive.getStore()?.(work)
}
