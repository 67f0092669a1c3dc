// The head script's body: the default export of consent-gate.inline.ts, compiled and minified at build time
// (build/inline-script.plugin.ts).

import { OPEN_SETTINGS_ATTRIBUTE } from './consent-events'
import CONSENT_GATE_FUNCTION from './consent-gate.inline?inline-script'

/**
 * Cookie consent as product.md section 4 describes it: the choice lives in local storage under `preferences` and
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

/** The browser's Global Privacy Control signal (https://privacycg.github.io/gpc-spec/); false where it has none. */
export function globalPrivacyControl(): boolean {
  return Reflect.get(navigator, 'globalPrivacyControl') === true
}

export const ACCEPT_ALL: Consent = { preferences: true, statistics: true }
export const REJECT_ALL: Consent = { preferences: false, statistics: false }

/** Set on `<html>` before the first paint while the visitor has not chosen; the notice shows only then. */
export const UNDECIDED_ATTRIBUTE = 'data-consent-undecided'

/** On the notice's buttons: which choice each one is, for the head script's early clicks. */
export const CHOICE_ATTRIBUTE = 'data-consent-choice'
export type EarlyChoice = 'accept' | 'reject' | 'customize'

/** Set on `<html>` by the head script when Customize was pressed before the app's code arrived. */
export const EARLY_CUSTOMIZE_ATTRIBUTE = 'data-consent-customize'

/** Set on `<html>` by the hydrated popup: from then on its own handlers answer the buttons. */
export const CONSENT_READY_ATTRIBUTE = 'data-consent-ready'

export { OPEN_SETTINGS_ATTRIBUTE }

/**
 * An inline script for the head (it carries the page's CSP nonce), run before the first paint.
 *
 * 1. It marks `<html>` with UNDECIDED_ATTRIBUTE when `readConsent` would say undecided. The notice is in the server's
 *    HTML so it paints with the page instead of popping in once the JavaScript has loaded; a visitor who has chosen
 *    never sees it flash, and without JavaScript (where its buttons could do nothing) it stays hidden.
 * 2. The notice's buttons work from that first paint, before the app's code arrives (on a slow phone about a second
 *    and a half later): Accept All and Reject All store the choice as `storeConsent` does and hide the notice at once;
 *    Customize (and the footer's "Cookie settings", for every visitor) is remembered on `<html>`, and the popup opens
 *    its details when its code runs. Once the popup has
 *    hydrated (CONSENT_READY_ATTRIBUTE) the listener steps aside.
 *
 * Written in consent-gate.inline.ts and compiled at build time (build/inline-script.plugin.ts); kept in step with
 * `readConsent` and `storeConsent` by consent.test.ts, which runs this exact text. A function, so the browser's bundle
 * (where the server has already written the script) leaves its text out.
 */
export function consentGateScript(): string {
  const args = [
    CONSENT_KEYS,
    UNDECIDED_ATTRIBUTE,
    CHOICE_ATTRIBUTE,
    EARLY_CUSTOMIZE_ATTRIBUTE,
    CONSENT_READY_ATTRIBUTE,
    OPEN_SETTINGS_ATTRIBUTE,
  ]
  return `(${CONSENT_GATE_FUNCTION})(${args.map((value) => JSON.stringify(value)).join(',')})`
}
