import { useRouterState } from '@tanstack/react-router'
import { useDocumentPage } from '~/components/shell/page-kind'
import { useT } from '~/i18n'
import lab from './lab.module.css'
import styles from './SectionUnavailable.module.css'

/**
 * A CMS-fed part of the page that could not load: said plainly, with a retry; the rest of the page stays. On a page
 * without React the retry is a link to the page's own address (its search kept); a React page asks the CMS again in
 * place.
 */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useT()
  const documentPage = useDocumentPage()
  const here = useRouterState({ select: (state) => state.location.publicHref })
  return (
    <div className={styles.unavailable} role="status">
      <p>{t.lab.unavailable()}</p>
      {documentPage ? (
        <a className={lab.pill} href={here}>
          {t.lab.retry()}
        </a>
      ) : (
        <button type="button" className={lab.pill} onClick={onRetry}>
          {t.lab.retry()}
        </button>
      )}
    </div>
  )
}
