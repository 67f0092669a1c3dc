import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Facts about one request shared between the outer middleware and code deep inside the render: whether the CMS failed
 * while rendering it (so a failed page answers 503 "try again", not 500 "our bug"), and the CSP nonce the router
 * stamps on its scripts.
 */
export type RequestState = { cmsUnavailable: boolean; nonce: string }

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
