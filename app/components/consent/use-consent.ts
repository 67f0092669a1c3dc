import { useEffect, useState } from 'react'
import type { ConsentState } from './consent'
import { watchConsent } from './follow-consent'

/**
 * The visitor's cookie choice, live: `undecided` on the server and before hydration (nothing third-party may load
 * then), the stored choice after, updated the moment the popup changes it, in this tab or another one (watchConsent).
 */
export function useConsent(): ConsentState {
  const [state, setState] = useState<ConsentState>({ decided: false })
  useEffect(() => watchConsent(setState), [])
  return state
}
