import { type Lang, preferredLang } from '~/i18n/lang'

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

export function markHintDone(): void {
  try {
    window.localStorage.setItem(DONE_KEY, '1')
  } catch {
    // Blocked: it goes for this page view.
  }
}

/**
 * The language to offer on a page in `pageLang` (null: none), on a first visit (`firstVisit`: no language was stored
 * when the page was asked for) whose browser prefers the other language (decision 041: a hint, never a redirect).
 * `landing`: the language of the visit's first page; a visitor who arrived in their own language and then went to the
 * other one chose it, and is not offered their own back. On a page in the preferred language the hint is done for good.
 */
export function hintOffer(pageLang: Lang, landing: Lang, firstVisit: boolean): Lang | null {
  if (!firstVisit || hintDone()) return null
  const preferred = preferredLang(navigator.languages)
  if (preferred === null || landing === preferred) return null
  if (pageLang === preferred) {
    markHintDone()
    return null
  }
  return preferred
}

/**
 * On a page without React (decision 055) the server renders the hint's line, hidden, in the other language: it shows
 * if hintOffer says so, and following or closing it is the end of it.
 */
export function offerLanguageHint(hint: HTMLElement, pageLang: Lang, firstVisit: boolean): void {
  if (hintOffer(pageLang, pageLang, firstVisit) === null) return
  hint.hidden = false
  hint.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a, button')) return
    markHintDone()
    hint.hidden = true
  })
}
