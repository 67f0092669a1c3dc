import { Link, useRouterState } from '@tanstack/react-router'
import { useNavigateAfterPaint } from '~/components/navigation/navigate-after-paint'
import { useShellI18n } from '~/i18n'
import { htmlLang, otherLang, SHELL_LANG_PARAM } from '~/i18n/lang'
import { counterpartPath } from '~/i18n/localized-slugs'
import { hasSlug, isSharedScreen, screenPath, shownPathname } from '~/i18n/routes'
import styles from './Header.module.css'
import { useLeafRoute } from './use-leaf-route'

/** Norwegian and British flags, small inline SVGs. */
function Flag({ lang }: { lang: 'en' | 'no' }) {
  if (lang === 'no') {
    return (
      <svg viewBox="0 0 22 16" aria-hidden="true" focusable="false" className={styles.flag}>
        <rect width="22" height="16" fill="#ba0c2f" />
        <path d="M6 0h4v16H6zM0 6h22v4H0z" fill="#fff" />
        <path d="M7 0h2v16H7zM0 7h22v2H0z" fill="#00205b" />
      </svg>
    )
  }
  return (
    <svg viewBox="0 0 60 30" aria-hidden="true" focusable="false" className={styles.flag}>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#c8102e" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  )
}

/**
 * Switches to the other language version of the current page; on the not-found page it goes to the other language's
 * home. A shared page (legal: the same path in both languages) is asked for again with the other shell language
 * (`?lang=`, SHELL_LANG_PARAM), which the server renders and the page then stores (decision 055): a plain link that
 * works before and without any script.
 */
export function FlagLink() {
  const { lang, t } = useShellI18n()
  const leaf = useLeafRoute()
  const pathname = useRouterState({ select: (state) => shownPathname(state.location) })
  const target = otherLang(lang)
  const shared = leaf.screen !== undefined && isSharedScreen(leaf.screen)
  const href =
    leaf.screen && !leaf.notFound ? counterpartPath(leaf.screen, target, leaf.slugs) : screenPath('home', target)
  // A list keeps its filter (the journal's category, the projects' category and page): the other language's list
  // reads it, or turns a category named in this language into its own name for it (projects-loader.ts).
  const keepSearch = leaf.screen !== undefined && !leaf.notFound && !hasSlug(leaf.screen)
  // The click answers in its own frame (the flag dims while the other language's page loads) and the router's work
  // follows once that frame is painted, so a slow phone shows the tap's answer at once.
  const { asked, navigate } = useNavigateAfterPaint<true>(href)

  if (shared) {
    return (
      <a
        href={`${pathname}?${SHELL_LANG_PARAM}=${target}`}
        // No hreflang: the page's text is English in both; only its shell changes language.
        rel="nofollow"
        className={styles.flagLink}
        lang={htmlLang[target]}
      >
        <Flag lang={target} />
        <span className="visually-hidden">{t.flag.switchTo()}</span>
      </a>
    )
  }
  return (
    <Link
      to={href}
      search={keepSearch ? true : undefined}
      className={styles.flagLink}
      hrefLang={htmlLang[target]}
      lang={htmlLang[target]}
      aria-busy={asked ?? undefined}
      onClick={(event) => navigate(event, true)}
    >
      <Flag lang={target} />
      <span className="visually-hidden">{t.flag.switchTo()}</span>
    </Link>
  )
}
