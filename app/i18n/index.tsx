/**
 * The app's only door to typesafe-i18n: components call `useT()` / `useLang()`, other code `translator(lang)`.
 * A browser loads only the dictionaries it shows (each is its own chunk, about 8 KB gzip): the client entry loads
 * the page's languages before hydrating, the root route before every navigation, the shell before switching its
 * language. The server loads both once (start.ts) before it renders anything.
 */
import { createContext, type ReactNode, useContext } from 'react'
import type { TranslationFunctions } from './i18n-types'
import { i18nObject } from './i18n-util'
import { loadLocaleAsync } from './i18n-util.async'
import type { Lang } from './lang'

export type Translator = TranslationFunctions

const translators: Partial<Record<Lang, Translator>> = {}
const loading = new Map<Lang, Promise<void>>()

/** Loads a language's dictionary (once); resolves when `translator(lang)` can be called. */
export function loadDictionary(lang: Lang): Promise<void> {
  if (translators[lang]) return Promise.resolve()
  let pending = loading.get(lang)
  if (!pending) {
    pending = loadLocaleAsync(lang).then(() => {
      translators[lang] = i18nObject(lang)
    })
    loading.set(lang, pending)
  }
  return pending
}

export async function loadDictionaries(langs: readonly Lang[]): Promise<void> {
  await Promise.all(langs.map(loadDictionary))
}

export function translator(lang: Lang): Translator {
  const loaded = translators[lang]
  // A programming error, never a visitor's: every entry point awaits loadDictionary first.
  if (!loaded) throw new Error(`The '${lang}' dictionary was used before it was loaded`)
  return loaded
}

type I18nValue = {
  /** The language of the page's content. */
  lang: Lang
  /** The language of the shell (header, menu, footer, cookie popup); differs only on shared pages. */
  shellLang: Lang
  setShellLang: (lang: Lang) => void
}

const I18nContext = createContext<I18nValue | null>(null)

export function I18nProvider({ value, children }: { value: I18nValue; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

function useI18nValue(): I18nValue {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useT/useLang must be used inside <I18nProvider>')
  return value
}

/** The language of the page's content. */
export function useLang(): Lang {
  return useI18nValue().lang
}

/** Dictionary for the page's content language. */
export function useT(): Translator {
  return translator(useI18nValue().lang)
}

/** Language, dictionary and switcher for the shell, which follows the stored preference on shared pages. */
export function useShellI18n(): { lang: Lang; t: Translator; setLang: (lang: Lang) => void } {
  const { shellLang, setShellLang } = useI18nValue()
  return { lang: shellLang, t: translator(shellLang), setLang: setShellLang }
}
