/**
 * Browser events around cookie consent, so the footer's "Cookie settings" can reopen the popup and analytics can
 * follow the visitor's choice without importing the popup.
 */
export const OPEN_COOKIE_SETTINGS = 'origin:open-cookie-settings'
export const CONSENT_CHANGED = 'origin:consent-changed'

/** On the footer's "Cookie settings" button: a click opens the settings (cookie-popup.ts; early, the head script). */
export const OPEN_SETTINGS_ATTRIBUTE = 'data-open-cookie-settings'
