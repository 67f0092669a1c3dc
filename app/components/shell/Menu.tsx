import { Link } from '@tanstack/react-router'
import { type RefObject, useLayoutEffect, useRef } from 'react'
import { useShellI18n } from '~/i18n'
import { htmlLang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import { afterNextPaint } from '~/lib/after-paint'
import { pauseSmoothScroll, resumeSmoothScroll } from '~/lib/smooth-scroll'
import styles from './Menu.module.css'
import { menuLinks, menuScreenOf } from './menu-links'
import { useLeafRoute } from './use-leaf-route'

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The menu overlay. While open it locks page scroll (and pauses smooth scrolling), keeps focus inside, and closes
 * on Escape, a click on the backdrop, a link click or the close icon; focus then returns to the dots button.
 */
export function Menu({
  id,
  open,
  onClose,
  returnFocusTo,
}: {
  id: string
  open: boolean
  onClose: () => void
  returnFocusTo: RefObject<HTMLButtonElement | null>
}) {
  const { lang, t } = useShellI18n()
  const active = menuScreenOf(useLeafRoute().screen)
  const panelRef = useRef<HTMLDivElement>(null)

  // A layout effect: its key listener is there before the open menu is first painted. The menu's code can arrive after
  // the click that opened it, and then a passive effect ran after the paint, where an Escape pressed at once was lost.
  useLayoutEffect(() => {
    if (!open) return
    const root = document.documentElement
    const previousOverflow = root.style.overflow
    const returnTarget = returnFocusTo.current
    // Locking the page's scroll lays the whole page out again, and moving focus makes that happen at once: both wait
    // until the open menu has been painted, so the tap shows it without that wait (issue 28).
    let locked = false
    const cancelLock = afterNextPaint(() => {
      locked = true
      root.style.overflow = 'hidden'
      pauseSmoothScroll()
      panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    })

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose()
        return
      }
      if (event.key !== 'Tab' || !panelRef.current) return
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE))
      const first = focusable[0]
      const last = focusable[focusable.length - 1]
      if (!first || !last) return
      if (event.shiftKey && (document.activeElement === first || !panelRef.current.contains(document.activeElement))) {
        event.preventDefault()
        last.focus()
      } else if (
        !event.shiftKey &&
        (document.activeElement === last || !panelRef.current.contains(document.activeElement))
      ) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      cancelLock()
      document.removeEventListener('keydown', onKeyDown)
      if (locked) {
        root.style.overflow = previousOverflow
        resumeSmoothScroll()
      }
      returnTarget?.focus()
    }
  }, [open, onClose, returnFocusTo])

  if (!open) return null

  return (
    <div className={styles.layer} lang={htmlLang[lang]}>
      {/* The backdrop is a mouse convenience; keyboard users close with Escape or the close button. */}
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" data-testid="menu-backdrop" />
      <div ref={panelRef} id={id} className={styles.panel} role="dialog" aria-modal="true" aria-label={t.menu.label()}>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t.menu.close()}>
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
                  className={styles.link}
                  data-active={active === screen ? '' : undefined}
                  aria-current={active === screen ? 'page' : undefined}
                  onClick={onClose}
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
      </div>
    </div>
  )
}
