import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useShellI18n } from '~/i18n'
import { htmlLang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import styles from './Menu.module.css'
import { attachMenu, MENU_ID } from './menu-dialog'
import { EXACT_PATH, menuLinks, menuScreenOf } from './menu-links'
import { useLeafRoute } from './use-leaf-route'

/**
 * The menu overlay, a modal `<dialog>` in every page's HTML: it opens and closes without the page's code (the dots'
 * `commandfor`, Escape, a click beside it, the close icon), and menu-dialog.ts adds the rest on both kinds of page.
 */
export function Menu() {
  const { lang, t } = useShellI18n()
  const active = menuScreenOf(useLeafRoute().screen)
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => (dialog.current ? attachMenu(dialog.current) : undefined), [])

  return (
    <dialog
      ref={dialog}
      id={MENU_ID}
      className={styles.panel}
      closedby="any"
      aria-label={t.menu.label()}
      lang={htmlLang[lang]}
    >
      <button type="button" className={styles.close} commandfor={MENU_ID} command="close" aria-label={t.menu.close()}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <nav aria-label={t.menu.label()}>
        <ul className={styles.links}>
          {menuLinks.map((screen, index) => (
            <li key={screen}>
              <Link
                to={screenPath(screen, lang)}
                activeOptions={EXACT_PATH}
                className={styles.link}
                data-active={active === screen ? '' : undefined}
                aria-current={active === screen ? 'page' : undefined}
              >
                <span className={styles.index} aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                {t.menu.links[screen]()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </dialog>
  )
}
