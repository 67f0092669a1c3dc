import { Link, useRouter } from '@tanstack/react-router'
import { useScreenHydrated } from '~/components/hydrating/hydrating-region'
import { useLang, useT } from '~/i18n'
import { screenPath } from '~/i18n/routes'
import styles from './ContentUnavailable.module.css'

/**
 * What a page shows when it cannot be built (in practice: the CMS is down and nothing is cached). The shell around
 * it keeps working; the server answers 503 with Retry-After; "Try again" reloads the page's data in place.
 */
export function ContentUnavailable({ reset }: { reset?: () => void }) {
  useScreenHydrated()
  const t = useT()
  const lang = useLang()
  const router = useRouter()
  return (
    <section className={styles.section} aria-labelledby="unavailable-title">
      <h1 id="unavailable-title" className={styles.title}>
        {t.unavailable.title()}
      </h1>
      <p className={styles.text}>{t.unavailable.text()}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.retry}
          onClick={() => {
            reset?.()
            void router.invalidate()
          }}
        >
          {t.unavailable.retry()}
        </button>
        <Link to={screenPath('home', lang)}>{t.unavailable.home()}</Link>
      </div>
    </section>
  )
}
