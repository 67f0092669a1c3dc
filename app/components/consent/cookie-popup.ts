import {
  ACCEPT_ALL,
  CONSENT_READY_ATTRIBUTE,
  type Consent,
  EARLY_CUSTOMIZE_ATTRIBUTE,
  globalPrivacyControl,
  OPEN_SETTINGS_ATTRIBUTE,
  REJECT_ALL,
  readConsent,
  storeConsent,
  UNDECIDED_ATTRIBUTE,
} from './consent'
import { CONSENT_CHANGED, OPEN_COOKIE_SETTINGS } from './consent-events'

/** The popup's views, as its `data-view` (CookieConsent.module.css shows each). */
type CookieView = 'notice' | 'detail' | 'hidden'

/** On each settings switch: the consent key it sets. */
const SWITCH_KEY_ATTRIBUTE = 'data-consent-key'

const isConsentKey = (value: string | undefined): value is keyof Consent =>
  value === 'preferences' || value === 'statistics'

/**
 * The cookie popup's behaviour (product.md section 4), on both kinds of page (decision 055): the server renders the
 * notice and the settings (CookieConsent.tsx), and this shows one or the other, keeps the switches, stores the choice
 * and tells analytics. Until it runs the consent head script answers the notice's buttons (consentGateScript); a
 * Customize or "Cookie settings" pressed then opens the settings now.
 */
export function attachCookiePopup(popup: HTMLElement): () => void {
  const root = document.documentElement
  root.setAttribute(CONSENT_READY_ATTRIBUTE, '')
  const switches = [...popup.querySelectorAll<HTMLElement>(`[${SWITCH_KEY_ATTRIBUTE}]`)]

  const show = (view: CookieView) => {
    popup.dataset.view = view
    const title = popup.querySelector(`[data-title-of="${view}"]`)
    if (title) popup.setAttribute('aria-labelledby', title.id)
    if (view === 'detail') popup.focus()
  }
  const toggles = (): Consent => {
    const consent = { ...REJECT_ALL }
    for (const button of switches) {
      const key = button.getAttribute(SWITCH_KEY_ATTRIBUTE) ?? undefined
      if (isConsentKey(key)) consent[key] = button.getAttribute('aria-checked') === 'true'
    }
    return consent
  }
  const setToggles = (consent: Consent) => {
    for (const button of switches) {
      const key = button.getAttribute(SWITCH_KEY_ATTRIBUTE) ?? undefined
      if (isConsentKey(key)) button.setAttribute('aria-checked', String(consent[key]))
    }
  }
  const choose = (consent: Consent) => {
    // GPC is a refusal of statistics that the visitor's own click cannot override on this browser.
    const effective = globalPrivacyControl() ? { ...consent, statistics: false } : consent
    storeConsent(window.localStorage, effective)
    root.removeAttribute(UNDECIDED_ATTRIBUTE)
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED, { detail: effective }))
    show('hidden')
  }

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button) return
    const key = button.getAttribute(SWITCH_KEY_ATTRIBUTE) ?? undefined
    if (isConsentKey(key)) {
      button.setAttribute('aria-checked', String(button.getAttribute('aria-checked') !== 'true'))
      return
    }
    const choice = button.dataset.consentChoice
    if (choice === 'accept') choose(ACCEPT_ALL)
    else if (choice === 'reject') choose(REJECT_ALL)
    else if (choice === 'save') choose(toggles())
    else if (choice === 'customize') show('detail')
  }
  const reopen = () => {
    const current = readConsent(window.localStorage, globalPrivacyControl())
    setToggles(current.decided ? current.consent : REJECT_ALL)
    show('detail')
  }
  const onSettingsClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[${OPEN_SETTINGS_ATTRIBUTE}]`))
      window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS))
  }

  if (root.hasAttribute(EARLY_CUSTOMIZE_ATTRIBUTE)) {
    root.removeAttribute(EARLY_CUSTOMIZE_ATTRIBUTE)
    reopen()
  } else if (readConsent(window.localStorage, globalPrivacyControl()).decided) show('hidden')
  popup.addEventListener('click', onClick)
  document.addEventListener('click', onSettingsClick)
  window.addEventListener(OPEN_COOKIE_SETTINGS, reopen)
  return () => {
    popup.removeEventListener('click', onClick)
    document.removeEventListener('click', onSettingsClick)
    window.removeEventListener(OPEN_COOKIE_SETTINGS, reopen)
  }
}
