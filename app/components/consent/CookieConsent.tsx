import { Link } from '@tanstack/react-router'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { CHOICE_ATTRIBUTE, type EarlyChoice } from '~/components/consent/consent'
import { useShellI18n } from '~/i18n'
import { htmlLang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import { NO_EARLY_CLICK_ATTRIBUTE } from '~/lib/early-clicks'
import styles from './CookieConsent.module.css'
import own from './CookieDetails.module.css'
import { attachCookiePopup } from './cookie-popup'

/**
 * product.md section 4's cookie popup: the notice and the settings, both in the server's HTML. The notice paints with
 * the page rather than after the JavaScript; whether it shows depends on local storage, which the server cannot see,
 * so CSS shows it only while the head's consent script (consentGateScript) has marked the visitor undecided. What the
 * buttons do is cookie-popup.ts, the same on a React page and on a page without React (decision 055).
 */
export function CookieConsent() {
  const { lang, t } = useShellI18n()
  const noticeTitle = useId()
  const detailTitle = useId()
  const popup = useRef<HTMLElement>(null)
  useEffect(() => (popup.current ? attachCookiePopup(popup.current) : undefined), [])

  return (
    <section
      ref={popup}
      className={styles.popup}
      role="dialog"
      aria-modal="false"
      aria-labelledby={noticeTitle}
      tabIndex={-1}
      lang={htmlLang[lang]}
      id="cookie-popup"
      data-testid="cookie-popup"
      data-view="notice"
    >
      <div className={styles.notice}>
        <h2 id={noticeTitle} className={styles.title} data-title-of="notice">
          {t.cookie.title()}
        </h2>
        <p className={styles.text}>{t.cookie.notice()}</p>
        <Link to={screenPath('cookies', lang)} className={styles.policy}>
          {t.cookie.policyLink()}
        </Link>
        <div className={styles.buttons}>
          <button type="button" className={styles.primary} {...early('accept')}>
            {t.cookie.acceptAll()}
          </button>
          <button type="button" className={styles.secondary} {...early('reject')}>
            {t.cookie.rejectAll()}
          </button>
          <button type="button" className={styles.ghost} {...early('customize')}>
            {t.cookie.customize()}
          </button>
        </div>
        {/* The notice's end, for the stylesheet: it shows only once the parser has reached this far. */}
        <span data-notice-end hidden />
      </div>
      <div className={styles.detail}>
        <h2 id={detailTitle} className={styles.title} data-title-of="detail">
          {t.cookie.detailTitle()}
        </h2>
        <ul className={own.categories}>
          <Category
            name={t.cookie.necessary()}
            text={t.cookie.necessaryText()}
            control={<span className={own.always}>{t.cookie.alwaysActive()}</span>}
          />
          <Category
            name={t.cookie.preference()}
            text={t.cookie.preferenceText()}
            control={<Switch label={t.cookie.preference()} consentKey="preferences" />}
          />
          <Category
            name={t.cookie.statistics()}
            text={t.cookie.statisticsText()}
            control={<Switch label={t.cookie.statistics()} consentKey="statistics" />}
          />
        </ul>
        <div className={styles.buttons}>
          <button type="button" className={styles.primary} data-consent-choice="accept">
            {t.cookie.acceptAll()}
          </button>
          <button type="button" className={styles.secondary} data-consent-choice="reject">
            {t.cookie.rejectAll()}
          </button>
          <button type="button" className={styles.ghost} data-consent-choice="save">
            {t.cookie.save()}
          </button>
        </div>
      </div>
    </section>
  )
}

/**
 * Marks a notice button for the consent head script, which answers it before the popup's code has arrived; the
 * early-clicks script leaves it alone (a replay would answer it twice, and close the details Customize opened).
 */
const early = (choice: EarlyChoice) => ({ [CHOICE_ATTRIBUTE]: choice, [NO_EARLY_CLICK_ATTRIBUTE]: '' })

function Category({ name, text, control }: { name: string; text: string; control: ReactNode }) {
  return (
    <li className={own.category}>
      <div>
        <h3 className={own.categoryName}>{name}</h3>
        <p className={own.categoryText}>{text}</p>
      </div>
      {control}
    </li>
  )
}

/** A settings switch (its key in SWITCH_KEY_ATTRIBUTE), off until the visitor or their stored choice turns it on (cookie-popup.ts). */
function Switch({ label, consentKey }: { label: string; consentKey: 'preferences' | 'statistics' }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked="false"
      aria-label={label}
      className={own.switch}
      data-consent-key={consentKey}
    >
      <span className={own.knob} aria-hidden="true" />
    </button>
  )
}
