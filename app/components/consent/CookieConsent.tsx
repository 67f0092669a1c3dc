import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import {
  ACCEPT_ALL,
  CHOICE_ATTRIBUTE,
  CONSENT_READY_ATTRIBUTE,
  type Consent,
  EARLY_CUSTOMIZE_ATTRIBUTE,
  type EarlyChoice,
  REJECT_ALL,
  readConsent,
  storeConsent,
  UNDECIDED_ATTRIBUTE,
} from '~/components/consent/consent'
import { CONSENT_CHANGED, OPEN_COOKIE_SETTINGS } from '~/components/consent/consent-events'
import { useShellI18n } from '~/i18n'
import { htmlLang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import { NO_EARLY_CLICK_ATTRIBUTE } from '~/lib/early-clicks'
import { useOnDemand } from '~/lib/use-on-demand'
import styles from './CookieConsent.module.css'

type View = 'hidden' | 'notice' | 'detail'

const importDetails = () => import('./CookieDetails').then((module) => module.CookieDetails)

function globalPrivacyControl(): boolean {
  return 'globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true
}

declare global {
  interface Navigator {
    /** Global Privacy Control (https://privacycg.github.io/gpc-spec/); absent in browsers without it. */
    readonly globalPrivacyControl?: boolean
  }
}

/**
 * product.md section 4's cookie popup. The notice is in the server's HTML, so it paints with the page rather than after the
 * JavaScript (where it became the largest paint of several pages, late); whether it shows depends on local storage,
 * which the server cannot see, so CSS shows it only while the head's consent script (consentGateScript) has marked the visitor
 * undecided, and once hydrated the component drops it for a visitor who has chosen. The same script answers the
 * notice's buttons until this component has hydrated (decision 015): a choice made then is already stored when it
 * mounts, and a Customize pressed then opens the details now.
 */
export function CookieConsent() {
  const { lang, t } = useShellI18n()
  const [view, setView] = useState<View>('notice')
  const [toggles, setToggles] = useState<Consent>(REJECT_ALL)
  const titleId = useId()
  const dialogRef = useRef<HTMLElement>(null)
  // The settings' code is fetched as a visitor reaches for Customize (or the footer's link): the view changes once it
  // is here, and until then the notice stays as it was (its Customize marked busy when pressed early).
  const { loaded: Details, load: loadDetails } = useOnDemand(importDetails)

  useEffect(() => {
    const root = document.documentElement
    root.setAttribute(CONSENT_READY_ATTRIBUTE, '')
    const state = readConsent(window.localStorage, globalPrivacyControl())
    const openDetails = () =>
      loadDetails().then(() => {
        root.removeAttribute(EARLY_CUSTOMIZE_ATTRIBUTE)
        setView('detail')
      })
    if (state.decided) setView('hidden')
    else if (root.hasAttribute(EARLY_CUSTOMIZE_ATTRIBUTE)) void openDetails()
    const reopen = () => {
      const current = readConsent(window.localStorage, globalPrivacyControl())
      setToggles(current.decided ? current.consent : REJECT_ALL)
      void openDetails()
    }
    window.addEventListener(OPEN_COOKIE_SETTINGS, reopen)
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS, reopen)
  }, [loadDetails])

  useEffect(() => {
    if (view === 'detail') dialogRef.current?.focus()
  }, [view])

  if (view === 'hidden') return null

  const choose = (consent: Consent) => {
    // GPC is a refusal of statistics that the visitor's own click cannot override on this browser.
    const effective = globalPrivacyControl() ? { ...consent, statistics: false } : consent
    storeConsent(window.localStorage, effective)
    document.documentElement.removeAttribute(UNDECIDED_ATTRIBUTE)
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGED, { detail: effective }))
    setView('hidden')
  }

  return (
    <section
      ref={dialogRef}
      className={styles.popup}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      lang={htmlLang[lang]}
      data-testid="cookie-popup"
      data-view={view}
    >
      {view === 'notice' ? (
        <>
          <h2 id={titleId} className={styles.title}>
            {t.cookie.title()}
          </h2>
          <p className={styles.text}>{t.cookie.notice()}</p>
          <Link to={screenPath('cookies', lang)} className={styles.policy}>
            {t.cookie.policyLink()}
          </Link>
          <div className={styles.buttons}>
            <button type="button" className={styles.primary} onClick={() => choose(ACCEPT_ALL)} {...early('accept')}>
              {t.cookie.acceptAll()}
            </button>
            <button type="button" className={styles.secondary} onClick={() => choose(REJECT_ALL)} {...early('reject')}>
              {t.cookie.rejectAll()}
            </button>
            <button
              type="button"
              className={styles.ghost}
              onPointerEnter={loadDetails}
              onFocus={loadDetails}
              onTouchStart={loadDetails}
              onClick={() => void loadDetails().then(() => setView('detail'))}
              {...early('customize')}
            >
              {t.cookie.customize()}
            </button>
          </div>
          {/* The notice's end, for the stylesheet: it shows only once the parser has reached this far. */}
          <span data-notice-end hidden />
        </>
      ) : Details ? (
        <Details titleId={titleId} toggles={toggles} onToggle={setToggles} onChoose={choose} />
      ) : null}
    </section>
  )
}

/**
 * Marks a notice button for the consent head script, which answers it before the app's code has arrived; the
 * early-clicks script leaves it alone (a replay would answer it twice, and close the details Customize opened).
 */
const early = (choice: EarlyChoice) => ({ [CHOICE_ATTRIBUTE]: choice, [NO_EARLY_CLICK_ATTRIBUTE]: '' })
