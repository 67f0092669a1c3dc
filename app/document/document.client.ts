/**
 * The one script of a page without React (decision 055): what the shell's controls need beyond HTML and CSS, from the
 * same modules a React page runs (each attaches to the server's markup). An async module: fetched beside the HTML, it
 * holds back neither the first paint nor the document's load, and starts once the markup it attaches to is there.
 */
import { attachCookiePopup } from '~/components/consent/cookie-popup'
import { analyticsConfigOf, followConsent } from '~/components/consent/follow-consent'
import { FINE_POINTER } from '~/components/drag-scroller/fine-pointer'
import { watchHeaderScroll } from '~/components/shell/header-scroll'
import { offerLanguageHint } from '~/components/shell/language-hint'
import { attachMenu, MENU_ID } from '~/components/shell/menu-dialog'
import { langFromParam, SHELL_LANG_PARAM } from '~/i18n/lang'
import { hasStoredLang, persistLang } from '~/lib/lang-storage'
import { startScreenModules } from '~/lib/screen-modules'
import { smoothScrollOnIntent } from '~/lib/smooth-scroll'

function start() {
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

  const header = document.querySelector<HTMLElement>('body > header')
  if (header) watchHeaderScroll(header)
  const menu = document.getElementById(MENU_ID)
  if (menu instanceof HTMLDialogElement) attachMenu(menu)
  const popup = document.getElementById('cookie-popup')
  if (popup) attachCookiePopup(popup)
  smoothScrollOnIntent()
  attachStrips()
  startScreenModules()

  const analytics = analyticsConfigOf(document.querySelector<HTMLElement>('script[data-analytics]')?.dataset.analytics)
  if (analytics) followConsent(analytics)

  // Live: end-to-end tests and the bench wait for it, as for a React page's hydration.
  root.dataset.hydrated = 'true'
}

/** The page's drag strips (the careers strip), for a pointer that drags: their code comes then, touch needs none. */
function attachStrips() {
  const strips = document.querySelectorAll<HTMLElement>('[data-scroller]')
  if (strips.length === 0 || !window.matchMedia(FINE_POINTER).matches) return
  import('~/components/drag-scroller/drag-strip').then(
    ({ attachDragStrip, STRIP_FOLLOWER_ATTRIBUTE }) => {
      for (const strip of strips) {
        const template = document.getElementById(strip.getAttribute(STRIP_FOLLOWER_ATTRIBUTE) ?? '')
        if (template) attachDragStrip(strip, template)
      }
    },
    () => {
      // Not here (a deploy replaced it, the link dropped): the strips still scroll as the browser scrolls them.
    },
  )
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true })
else start()
