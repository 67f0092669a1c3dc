import { useT } from '~/i18n'
import lab from './lab.module.css'
import styles from './SectionUnavailable.module.css'

/** A CMS-fed part of the page that could not load: said plainly, with a retry; the rest of the page stays. */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  return (
    <div className={styles.unavailable} role="status">
      <p>{t.lab.unavailable()}</p>
      <button type="button" className={lab.pill} onClick={onRetry}>
        {t.lab.retry()}
      </button>
    </div>
  )
}
