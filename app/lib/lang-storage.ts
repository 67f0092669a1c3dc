import { LANG_COOKIE, LANG_STORAGE_KEY, type Lang, langFromStored, storedLangValue } from '~/i18n/lang'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Stores the language as product.md says (`localStorage.lang`: '' or 'no') and mirrors it to a cookie, so the server
 * renders shared pages (legal, not-found) in the visitor's language. An essential cookie: it holds no identifier.
 */
export function persistLang(lang: Lang): void {
  const value = storedLangValue(lang)
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, value)
  } catch {
    // Storage can be disabled (private modes, policies); the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers we serve.
  document.cookie = `${LANG_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`
}

/** The stored language in the browser (undefined on the server or when storage is blocked). */
export function readStoredLang(): Lang | null {
  if (typeof window === 'undefined') return null
  try {
    return langFromStored(window.localStorage.getItem(LANG_STORAGE_KEY))
  } catch {
    return null
  }
}

/**
 * Whether this browser has a language stored, in its storage or in the cookie that mirrors it (either may be cleared
 * alone). Without either, the page being shown is the visitor's first here: the language hint's question.
 */
export function hasStoredLang(): boolean {
  if (readStoredLang() !== null) return true
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${LANG_COOKIE}=`))
}
