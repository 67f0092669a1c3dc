import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Facts about one request shared between the outer middleware and code deep inside the render: whether the CMS failed
 * while rendering it (so a failed page answers 503 "try again", not 500 "our bug"), the CSP nonce the router
 * stamps on its scripts, and what kind of request it is.
 */
export type RequestState = {
  cmsUnavailable: boolean
  nonce: string
  /** `serverFn` for a call of a server function from the browser, `router` for pages and server routes. */
  handlerType: 'router' | 'serverFn'
  /** A server function was reached (its input decoded): what it answers is its own, not a refused call. */
  functionReached?: boolean
}

const storage = new AsyncLocalStorage<RequestState>()

export function withRequestState<T>(state: RequestState, run: () => T): T {
  return storage.run(state, run)
}

export function markCmsUnavailable(): void {
  const state = storage.getStore()
  if (state) state.cmsUnavailable = true
}

export function requestNonce(): string | undefined {
  return storage.getStore()?.nonce
}

/** The state of the request being handled, for the middlewares after the one that made it (app/start.ts). */
export function currentRequestState(): RequestState | undefined {
  return storage.getStore()
}
