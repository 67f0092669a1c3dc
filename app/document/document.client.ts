/**
 * The script of a page without React (decisions 055, 132): what the shell's controls need beyond HTML and CSS, from
 * the same modules a React page runs (each attaches to the server's markup), and the screen's own modules. Each kind
 * of page has its entry (document-scripts.ts: `page.client.ts`, `home.client.ts`, …), which calls `startDocument` with
 * its screen's modules. An async module: fetched beside the HTML, it holds back neither the first paint nor the
 * document's load, and starts once the markup it attaches to is there.
 */
import { CONSENT_CHANGED, OPEN_SETTINGS_ATTRIBUTE } from '~/components/consent/consent-events'
import { FINE_POINTER } from '~/components/drag-scroller/fine-pointer'
import { offerLanguageHint } from '~/components/shell/language-hint'
import { MENU_ID } from '~/components/shell/menu-id'
import { attachLoop, LOOP_ATTRIBUTE } from '~/components/video/loop-sources'
import { langFromParam, SHELL_LANG_PARAM } from '~/i18n/lang'
import { hasStoredLang, persistLang } from '~/lib/lang-storage'
import { loadOnIntent } from '~/lib/load-on-intent'
import { type ScreenModules, startScreenModules } from '~/lib/screen-modules'
import { SMOOTH_SCROLL_QUERY } from '~/lib/smooth-scroll'

function start(modules: ScreenModules) {
  const root = document.documentElement
  // Read before this page stores its own language: nothing stored yet is a first visit, the language hint's question.
  const firstVisit = !hasStoredLang()
  const pathLang = langFromParam(root.dataset.pathLang)

  const hint = document.querySelector<HTMLElement>('[data-language-hint]')
  if (hint && pathLang) offerLanguageHint(hint, pathLang, firstVisit)

  // product.md: the language is stored as the visitor moves. A page in one language stores it; a shared page asked for
  // in another shell language (the flag's `?lang=`) stores that, and the address goes back to the page's own.
  const address = new URL(window.location.href)
  const asked = langFromParam(address.searchParams.get(SHELL_LANG_PARAM))
  if (pathLang) persistLang(pathLang)
  else if (asked) {
    persistLang(asked)
    address.searchParams.delete(SHELL_LANG_PARAM)
    window.history.replaceState(window.history.state, '', address)
  }

  // The header's hide and show from the first scroll (a page put back where it was scrolls there too).
  const header = document.querySelector<HTMLElement>('body > header')
  if (header) {
    const top = window.scrollY === 0
    const watch = () =>
      import('~/components/shell/header-scroll').then(
        // Started by the first scroll from the top: that scroll went down from 0.
        ({ watchHeaderScroll }) => watchHeaderScroll(header, top ? 0 : window.scrollY),
        () => window.addEventListener('scroll', watch, { once: true, passive: true }),
      )
    if (window.scrollY > 0) void watch()
    else window.addEventListener('scroll', watch, { once: true, passive: true })
  }
  const menu = document.getElementById(MENU_ID)
  if (menu instanceof HTMLDialogElement) attachMenuOnIntent(menu)
  const popup = document.getElementById('cookie-popup')
  if (popup) attachPopupOnIntent(popup)
  // Smooth scrolling's code on a wide screen (now, or once the window is one); a phone never fetches it.
  const wide = window.matchMedia(SMOOTH_SCROLL_QUERY)
  const smooth = () =>
    wide.matches &&
    import('~/lib/smooth-scroll-intent').then(
      ({ smoothScrollOnIntent }) => smoothScrollOnIntent(),
      () => {
        // Not here: the page scrolls natively.
      },
    )
  if (!smooth()) wide.addEventListener('change', smooth, { once: true })
  attachStrips()
  for (const video of document.querySelectorAll<HTMLVideoElement>(`video[${LOOP_ATTRIBUTE}][autoplay]`))
    attachLoop(video)
  startScreenModules(modules)

  const analytics = document.querySelector<HTMLElement>('script[data-analytics]')?.dataset.analytics
  if (analytics) {
    import('~/components/consent/follow-consent').then(
      ({ analyticsConfigOf, followConsent }) => {
        const config = analyticsConfigOf(analytics)
        if (config) followConsent(config)
      },
      () => {
        // Not here: no analytics on this page, as without consent.
      },
    )
  }

  // Live: end-to-end tests and the bench wait for it, as for a React page's hydration.
  root.dataset.hydrated = 'true'
}

/**
 * The cookie popup's code, when a visitor reaches for it or for a "Cookie settings" link: until then the consent head
 * script shows the notice to an undecided visitor and answers its buttons (consentGateScript), so a phone loads
 * nothing for it with the page. A choice the head script stored meanwhile is announced once the code is here, for
 * analytics to follow.
 */
function attachPopupOnIntent(popup: HTMLElement) {
  loadOnIntent([popup, ...document.querySelectorAll(`[${OPEN_SETTINGS_ATTRIBUTE}]`)], () =>
    import('~/components/consent/cookie-popup').then(({ attachCookiePopup }) => {
      attachCookiePopup(popup)
      window.dispatchEvent(new CustomEvent(CONSENT_CHANGED))
    }),
  )
}

/**
 * The menu's code (menu-dialog.ts), when a visitor reaches for the dots or the open menu: the browser opens the dialog
 * itself (invoker commands) and its focus going in is a reach. Where it cannot (no invoker commands), dots pressed
 * before the code is here are pressed again once it is.
 */
function attachMenuOnIntent(menu: HTMLDialogElement) {
  const dots = `button[commandfor="${menu.id}"]`
  let pressed: HTMLElement | null = null
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest(dots) : null
    if (!(button instanceof HTMLElement)) return
    // Kept only where the browser cannot open the dialog itself: elsewhere it already has (and a visitor may have
    // closed it again before the code came).
    if (!('command' in HTMLButtonElement.prototype)) pressed = button
    // Safari focuses no button it clicks: focused now, before the dialog opens, focus comes back to it.
    if (!menu.open) button.focus({ preventScroll: true })
  }
  document.addEventListener('click', keep, true)
  loadOnIntent([menu, ...document.querySelectorAll(dots)], () =>
    import('~/components/shell/menu-dialog').then(({ attachMenu }) => {
      document.removeEventListener('click', keep, true)
      attachMenu(menu)
      if (pressed && !menu.open) pressed.click()
    }),
  )
}

/** The page's drag strips (the careers strip), for a pointer that drags: their code comes then, touch needs none. */
function attachStrips() {
  const strips = document.querySelectorAll<HTMLElement>('[data-scroller]')
  if (strips.length === 0 || !window.matchMedia(FINE_POINTER).matches) return
  import('~/components/drag-scroller/drag-strip').then(
    ({ attachDragStrip }) => {
      for (const strip of strips) attachDragStrip(strip)
    },
    () => {
      // Not here (a deploy replaced it, the link dropped): the strips still scroll as the browser scrolls them.
    },
  )
}

/** Starts the page's script with its screen's modules, once the markup it attaches to is there. */
export function startDocument(modules: ScreenModules = {}): void {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => start(modules), { once: true })
  else start(modules)
}
