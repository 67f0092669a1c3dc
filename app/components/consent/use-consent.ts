import { useEffect, useState } from 'react'
import { CONSENT_KEYS, type ConsentState, globalPrivacyControl, readConsent } from './consent'
import { CONSENT_CHANGED } from './consent-events'

const consentKeys: ReadonlySet<string> = new Set(Object.values(CONSENT_KEYS))

/**
 * The visitor's cookie choice, live: `undecided` on the server and before hydration (nothing third-party may load
 * then), the stored choice after, updated the moment the popup changes it, in this tab or another one (a choice
 * withdrawn in one tab must stop analytics in the others too).
 */
export function useConsent(): ConsentState {
  const [state, setState] = useState<ConsentState>({ decided: false })
  useEffect(() => {
    const read = () => setState(readConsent(window.localStorage, globalPrivacyControl()))
    // `key` is null when another tab cleared the whole storage.
    const readIfConsent = (event: StorageEvent) => {
      if (event.key === null || consentKeys.has(event.key)) read()
    }
    read()
    window.addEventListener(CONSENT_CHANGED, read)
    window.addEventListener('storage', readIfConsent)
    return () => {
      window.removeEventListener(CONSENT_CHANGED, read)
      window.removeEventListener('storage', readIfConsent)
    }
  }, [])
  return state
}
