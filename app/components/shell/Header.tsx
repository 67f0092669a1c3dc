import { Link } from '@tanstack/react-router'
import { useCallback, useId, useRef, useState } from 'react'
import { useSiteSettings } from '~/components/agency/use-site-settings'
import { site } from '~/config/site'
import { useShellI18n } from '~/i18n'
import { htmlLang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import { useOnDemand } from '~/lib/use-on-demand'
import { FlagLink } from './FlagLink'
import styles from './Header.module.css'
import { Logo } from './Logo'
import { useHeaderScroll } from './use-header-scroll'
import { useLeafRoute } from './use-leaf-route'

/** The menu is closed on arrival and on most visits: its code comes when a visitor reaches for the dots (issue 28). */
const importMenu = () => import('./Menu').then((module) => module.Menu)

export function Header() {
  const { lang, t } = useShellI18n()
  const tagline = useSiteSettings(lang)?.tagline
  const [menuOpen, setMenuOpen] = useState(false)
  const dotsRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const scrollState = useHeaderScroll(menuOpen)
  const closeMenu = useCallback(() => setMenuOpen(false), [])
  const { loaded: Menu, load: loadMenu } = useOnDemand(importMenu)
  // Pages that open on a dark hero (home, not-found) get light header text while it is transparent.
  const leaf = useLeafRoute()
  const onDark = leaf.screen === 'home' || leaf.notFound

  return (
    <header
      className={styles.header}
      data-state={menuOpen ? 'shown' : scrollState}
      data-on-dark={onDark ? '' : undefined}
      lang={htmlLang[lang]}
    >
      <div className={styles.bar}>
        <Link
          to={screenPath('home', lang)}
          className={styles.logoLink}
          aria-label={t.site.homeLink({ name: site.name })}
        >
          <Logo className={styles.logo} />
        </Link>
        {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
        <div className={styles.actions}>
          <FlagLink />
          <button
            ref={dotsRef}
            type="button"
            className={styles.dots}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            // One name whatever its state (aria-expanded says which): the menu's own close button is the one close
            // control, first in the dialog (issue 50).
            aria-label={t.menu.open()}
            onPointerEnter={loadMenu}
            onFocus={loadMenu}
            onTouchStart={loadMenu}
            onClick={() => {
              void loadMenu()
              setMenuOpen((open) => !open)
            }}
            data-testid="menu-dots"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              {[6, 12, 18].flatMap((cx) =>
                [6, 12, 18].map((cy) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.9" fill="currentColor" />),
              )}
            </svg>
          </button>
        </div>
      </div>
      {Menu ? <Menu id={menuId} open={menuOpen} onClose={closeMenu} returnFocusTo={dotsRef} /> : null}
    </header>
  )
}
