import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useShellI18n } from '~/i18n'
import { htmlLang, type Lang, preferredLang } from '~/i18n/lang'
import { counterpartPath } from '~/i18n/localized-slugs'
import { isSharedScreen } from '~/i18n/routes'
import styles from './LanguageHint.module.css'
import { useLeafRoute } from './use-leaf-route'

/** Set in local storage once the hint has been dismissed or followed: it never shows again. */
const DONE_KEY = 'languageHint'

function hintDone(): boolean {
  try {
    return window.localStorage.getItem(DONE_KEY) !== null
  } catch {
    // Storage blocked: no way to remember a dismissal, so the hint is not offered at all.
    return true
  }
}

function markHintDone(): void {
  try {
    window.localStorage.setItem(DONE_KEY, '1')
  } catch {
    // Blocked: it goes for this page view.
  }
}

/**
 * A language hint, never a redirect (issue 32): on a first visit whose browser prefers the other language, one small
 * line in that language offers this page in it (its localized path). Rendered after hydration only, so crawlers and
 * visitors without JavaScript get the same HTML as before; floating, so it moves nothing. `firstVisit`: no language
 * was stored when the page was asked for (the shell stores the page's language from then on).
 */
export function LanguageHint({ firstVisit }: { firstVisit: boolean }) {
  const { t } = useShellI18n()
  const leaf = useLeafRoute()
  const pageLang = leaf.notFound || !leaf.screen || isSharedScreen(leaf.screen) ? undefined : leaf.lang
  const [offered, setOffered] = useState<Lang | null>(null)
  // The language of the first page of the visit: a visitor who arrived in their own language and then went to the
  // other one chose it (the flag, a link), and is not offered their own back.
  const landing = useRef<Lang | undefined>(undefined)

  useEffect(() => {
    landing.current ??= pageLang
    if (!firstVisit || !pageLang || hintDone()) {
      setOffered(null)
      return
    }
    const preferred = preferredLang(navigator.languages)
    if (preferred === null || landing.current === preferred) {
      setOffered(null)
      return
    }
    // On a page in the language the browser prefers, however the visitor got there: done, for good.
    if (pageLang === preferred) {
      markHintDone()
      setOffered(null)
      return
    }
    setOffered(preferred)
  }, [firstVisit, pageLang])

  if (!offered || !leaf.screen) return null
  const done = () => {
    markHintDone()
    setOffered(null)
  }
  return (
    <aside className={styles.hint} lang={htmlLang[offered]} aria-label={t.languageHint.label()}>
      <p className={styles.text}>
        {t.languageHint.text()}{' '}
        <Link
          to={counterpartPath(leaf.screen, offered, leaf.slugs)}
          hrefLang={htmlLang[offered]}
          className={styles.link}
          onClick={done}
        >
          {t.languageHint.link()}
        </Link>
      </p>
      <button type="button" className={styles.close} onClick={done} aria-label={t.languageHint.dismiss()}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  )
}
