import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Facts about the request being served that deep code learns and the outer middleware needs: today, whether the CMS
 * failed while rendering it (so a failed page answers 503 "try again", not 500 "our bug").
 */
export type RequestState = { cmsUnavailable: boolean }

const storage = new AsyncLocalStorage<RequestState>()

export function withRequestState<T>(state: RequestState, run: () => T): T {
  return storage.run(state, run)
}

export function markCmsUnavailable(): void {
  const state = storage.getStore()
  if (state) state.cmsUnavailable = true
}
