/**
 * The app's only door to typesafe-i18n: components call `useT()` / `useLang()`, other code `translator(lang)`.
 * A browser loads only the text it shows: each language's dictionary is the shell's text (header, menu, footer,
 * cookie popup, page titles, about 1.6 KB compressed) plus one namespace per screen family (home, about, …), each its
 * own chunk. The client entry loads the page's before hydrating, the root route the target page's before every
 * navigation. The server loads everything once (start.ts).
 */
import { createContext, type ReactNode, useContext } from 'react'
import type { Namespaces, TranslationFunctions } from './i18n-types'
import { i18nObject, namespaces } from './i18n-util'
import { loadLocaleAsync, loadNamespaceAsync } from './i18n-util.async'
import type { Lang } from './lang'
import type { Screen } from './routes'

export type Translator = TranslationFunctions

/** The namespaces each screen's text comes from (beyond the shell's, which every page has). */
const SCREEN_NAMESPACES = {
  home: ['home'],
  about: ['about'],
  services: ['services'],
  blogs: ['blog'],
  blog: ['blog'],
  projects: ['projects'],
  project: ['project'],
  contact: ['contact'],
  careers: ['careers'],
  career: ['careers', 'apply'],
  creativeLab: ['lab', 'game'],
  thankYou: [],
  terms: [],
  privacy: [],
  cookies: [],
} as const satisfies Record<Screen, readonly Namespaces[]>

/** The namespaces a screen needs; none for a page that is no screen (not found). */
export function screenNamespaces(screen: Screen | null | undefined): readonly Namespaces[] {
  return screen ? SCREEN_NAMESPACES[screen] : []
}

const translators: Partial<Record<Lang, Translator>> = {}
const loading = new Map<string, Promise<void>>()

/** Loads one part of a language's text once (the shell's, or a namespace). */
function loadPart(lang: Lang, part: Namespaces | null): Promise<void> {
  const key = `${lang}/${part ?? ''}`
  let pending = loading.get(key)
  if (!pending) {
    pending = (part ? loadNamespaceAsync(lang, part) : loadLocaleAsync(lang)).then(
      () => {
        // A translator reads the dictionary it was made with: a new one sees the part just added.
        translators[lang] = i18nObject(lang)
      },
      (error: unknown) => {
        // Not kept: the next navigation that needs it tries again.
        loading.delete(key)
        throw error
      },
    )
    loading.set(key, pending)
  }
  return pending
}

/** Loads the shell's text and `screen`'s namespaces in each language. */
export async function loadDictionaries(langs: readonly Lang[], screen?: Screen | null): Promise<void> {
  const parts = [null, ...screenNamespaces(screen)]
  await Promise.all(langs.flatMap((lang) => parts.map((part) => loadPart(lang, part))))
}

/** Every text in every language: what the server renders with. */
export async function loadAllDictionaries(langs: readonly Lang[]): Promise<void> {
  const parts = [null, ...namespaces]
  await Promise.all(langs.flatMap((lang) => parts.map((part) => loadPart(lang, part))))
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

/** Language and dictionary of the shell, which follows the stored preference on shared pages. */
export function useShellI18n(): { lang: Lang; t: Translator } {
  const { shellLang } = useI18nValue()
  return { lang: shellLang, t: translator(shellLang) }
}
