import { Link } from '@tanstack/react-router'
import { useShellI18n } from '~/i18n'
import { htmlLang, type Lang } from '~/i18n/lang'
import { counterpartPath, type LocalizedSlugs } from '~/i18n/localized-slugs'
import type { Screen } from '~/i18n/routes'
import styles from './LanguageHintNote.module.css'

/** The language hint's line itself (LanguageHint.tsx decides whether it shows): this page in `offered`, or dismiss. */
export function LanguageHintNote({
  offered,
  screen,
  slugs,
  onDone,
  hidden,
}: {
  offered: Lang
  screen: Screen
  slugs: LocalizedSlugs
  /** Absent on a page without React, where language-hint.ts (`offerLanguageHint`) answers its controls. */
  onDone?: () => void
  /** Rendered hidden for language-hint.ts to show. */
  hidden?: boolean
}) {
  const { t } = useShellI18n()
  return (
    <aside
      className={styles.hint}
      lang={htmlLang[offered]}
      aria-label={t.languageHint.label()}
      hidden={hidden}
      data-language-hint
    >
      <p className={styles.text}>
        {t.languageHint.text()}{' '}
        <Link
          to={counterpartPath(screen, offered, slugs)}
          hrefLang={htmlLang[offered]}
          className={styles.link}
          onClick={onDone}
        >
          {t.languageHint.link()}
        </Link>
      </p>
      <button type="button" className={styles.close} onClick={onDone} aria-label={t.languageHint.dismiss()}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  )
}
