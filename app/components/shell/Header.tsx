import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useSiteSettings } from '~/components/agency/use-site-settings'
import { site } from '~/config/site'
import { useShellI18n } from '~/i18n'
import { htmlLang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import { FlagLink } from './FlagLink'
import styles from './Header.module.css'
import { watchHeaderScroll } from './header-scroll'
import { Logo } from './Logo'
import { Menu } from './Menu'
import { MENU_ID } from './menu-dialog'
import { EXACT_PATH } from './menu-links'
import { useLeafRoute } from './use-leaf-route'

export function Header() {
  const { lang, t } = useShellI18n()
  const tagline = useSiteSettings(lang)?.tagline
  const header = useRef<HTMLElement>(null)
  useEffect(() => (header.current ? watchHeaderScroll(header.current) : undefined), [])
  // Pages that open on a dark hero (home, not-found) get light header text while it is transparent.
  const leaf = useLeafRoute()
  const onDark = leaf.screen === 'home' || leaf.notFound

  return (
    <header
      ref={header}
      className={styles.header}
      // Written by header-scroll.ts from here on: React renders the same value every time, so it never resets it.
      data-state="top"
      data-on-dark={onDark ? '' : undefined}
      lang={htmlLang[lang]}
    >
      <div className={styles.bar}>
        <Link
          to={screenPath('home', lang)}
          // Norwegian home's `/no` prefixes every Norwegian page's router location: only the page itself is current.
          activeOptions={EXACT_PATH}
          className={styles.logoLink}
          aria-label={t.site.homeLink({ name: site.name })}
        >
          <Logo className={styles.logo} />
        </Link>
        {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
        <div className={styles.actions}>
          <FlagLink />
          <button
            type="button"
            className={styles.dots}
            commandfor={MENU_ID}
            command="show-modal"
            aria-haspopup="dialog"
            // One name whatever its state: the menu's own close button is the one close control, first in the dialog
            // (the dots were once a second one, over the menu).
            aria-label={t.menu.open()}
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
      <Menu />
    </header>
  )
}
