import type { ReactNode } from 'react'
import { ACCEPT_ALL, type Consent, REJECT_ALL } from '~/components/consent/consent'
import { useShellI18n } from '~/i18n'
import styles from './CookieConsent.module.css'
import own from './CookieDetails.module.css'

export type CookieDetailsProps = {
  titleId: string
  toggles: Consent
  onToggle: (next: Consent) => void
  onChoose: (consent: Consent) => void
}

/**
 * The cookie settings: one switch per optional category. Most visitors answer the notice without opening them, so
 * their code comes when Customize or the footer's cookie settings is reached for (CookieConsent, issue 28).
 */
export function CookieDetails({ titleId, toggles, onToggle, onChoose }: CookieDetailsProps) {
  const { t } = useShellI18n()
  return (
    <>
      <h2 id={titleId} className={styles.title}>
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
          control={
            <Switch
              label={t.cookie.preference()}
              checked={toggles.preferences}
              onChange={(preferences) => onToggle({ ...toggles, preferences })}
            />
          }
        />
        <Category
          name={t.cookie.statistics()}
          text={t.cookie.statisticsText()}
          control={
            <Switch
              label={t.cookie.statistics()}
              checked={toggles.statistics}
              onChange={(statistics) => onToggle({ ...toggles, statistics })}
            />
          }
        />
      </ul>
      <div className={styles.buttons}>
        <button type="button" className={styles.primary} onClick={() => onChoose(ACCEPT_ALL)}>
          {t.cookie.acceptAll()}
        </button>
        <button type="button" className={styles.secondary} onClick={() => onChoose(REJECT_ALL)}>
          {t.cookie.rejectAll()}
        </button>
        <button type="button" className={styles.ghost} onClick={() => onChoose(toggles)}>
          {t.cookie.save()}
        </button>
      </div>
    </>
  )
}

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

function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      className={own.switch}
      onClick={() => onChange(!checked)}
    >
      <span className={own.knob} aria-hidden="true" />
    </button>
  )
}
