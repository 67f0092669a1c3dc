/**
 * Cookie consent as SPEC section 4 describes it: the choice lives in local storage under `preferences` and
 * `statistics` ('true' / 'false'); the popup shows only while no `statistics` choice is stored. A browser's Global
 * Privacy Control signal counts as a stored refusal of statistics, as the privacy policy promises.
 */
export type Consent = { preferences: boolean; statistics: boolean }

export type ConsentState = { decided: false } | { decided: true; consent: Consent; source: 'stored' | 'gpc' }

export const CONSENT_KEYS = { preferences: 'preferences', statistics: 'statistics' } as const

/** The storage the consent logic needs; `window.localStorage` fits, and so does a Map-backed fake in tests. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>

function readFlag(value: string | null): boolean | null {
  if (value === 'true') return true
  if (value === 'false') return false
  return null
}

export function readConsent(storage: ConsentStorage, globalPrivacyControl: boolean): ConsentState {
  const statistics = readFlag(storage.getItem(CONSENT_KEYS.statistics))
  const preferences = readFlag(storage.getItem(CONSENT_KEYS.preferences)) ?? false
  if (globalPrivacyControl) {
    return { decided: true, consent: { preferences, statistics: false }, source: 'gpc' }
  }
  if (statistics === null) return { decided: false }
  return { decided: true, consent: { preferences, statistics }, source: 'stored' }
}

export function storeConsent(storage: ConsentStorage, consent: Consent): void {
  storage.setItem(CONSENT_KEYS.preferences, String(consent.preferences))
  storage.setItem(CONSENT_KEYS.statistics, String(consent.statistics))
}

export const ACCEPT_ALL: Consent = { preferences: true, statistics: true }
export const REJECT_ALL: Consent = { preferences: false, statistics: false }

/** Set on `<html>` before the first paint while the visitor has not chosen; the notice shows only then. */
export const UNDECIDED_ATTRIBUTE = 'data-consent-undecided'

/**
 * An inline script for the head (it carries the page's CSP nonce) that marks `<html>` with UNDECIDED_ATTRIBUTE when
 * `readConsent` would say undecided. The notice is in the server's HTML so it paints with the page instead of popping
 * in once the JavaScript has loaded; this runs before that paint, so a visitor who has chosen never sees it flash,
 * and without JavaScript (where its buttons could do nothing) it stays hidden. Kept in step with `readConsent` by
 * consent.test.ts.
 */
export const CONSENT_GATE_SCRIPT = `try{var s=localStorage.getItem('${CONSENT_KEYS.statistics}');if(navigator.globalPrivacyControl!==true&&s!=='true'&&s!=='false')document.documentElement.setAttribute('${UNDECIDED_ATTRIBUTE}','')}catch(e){}`
