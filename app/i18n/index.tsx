/**
 * The app's only door to typesafe-i18n: components call `useT()` / `useLang()`, server code `translator(lang)`.
 * Both dictionaries are small and loaded synchronously so server rendering and hydration read the same text.
 */
import { createContext, type ReactNode, useContext } from 'react'
import type { TranslationFunctions } from './i18n-types'
import { i18nObject } from './i18n-util'
import { loadAllLocales } from './i18n-util.sync'
import type { Lang } from './lang'

loadAllLocales()

export type Translator = TranslationFunctions

const translators: Record<Lang, Translator> = { en: i18nObject('en'), no: i18nObject('no') }

export function translator(lang: Lang): Translator {
  return translators[lang]
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
