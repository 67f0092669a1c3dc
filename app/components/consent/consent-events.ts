/**
 * Browser events around cookie consent, so the footer's "Cookie settings" can reopen the popup and analytics can
 * follow the visitor's choice without importing the popup.
 */
export const OPEN_COOKIE_SETTINGS = 'origin:open-cookie-settings'
export const CONSENT_CHANGED = 'origin:consent-changed'

export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS))
}
