import { useEffect, useState } from 'react'
import { type ConsentState, readConsent } from './consent'
import { CONSENT_CHANGED } from './consent-events'

/**
 * The visitor's cookie choice, live: `undecided` on the server and before hydration (nothing third-party may load
 * then), the stored choice after, updated the moment the popup changes it.
 */
export function useConsent(): ConsentState {
  const [state, setState] = useState<ConsentState>({ decided: false })
  useEffect(() => {
    const read = () =>
      setState(
        readConsent(
          window.localStorage,
          'globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true,
        ),
      )
    read()
    window.addEventListener(CONSENT_CHANGED, read)
    return () => window.removeEventListener(CONSENT_CHANGED, read)
  }, [])
  return state
}
