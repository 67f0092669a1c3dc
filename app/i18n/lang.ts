/**
 * Languages of the site. product.md keeps the choice in `localStorage.lang` as `''` (English) or `'no'`
 * (Norwegian); the document language is `en` or `nb-NO`, and so are the CMS locales.
 */
export const LANGS = ['en', 'no'] as const
export type Lang = (typeof LANGS)[number]

export const htmlLang = { en: 'en', no: 'nb-NO' } as const satisfies Record<Lang, string>

/** Strapi locale codes. */
export const cmsLocale = { en: 'en', no: 'nb-NO' } as const satisfies Record<Lang, string>

/** Open Graph locale codes. */
export const ogLocale = { en: 'en_US', no: 'nb_NO' } as const satisfies Record<Lang, string>

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'no' : 'en'
}

/** The value product.md stores under `localStorage.lang`. */
export function storedLangValue(lang: Lang): '' | 'no' {
  return lang === 'no' ? 'no' : ''
}

/** Reads a stored `lang` value (local storage or cookie). Empty means English, any other value Norwegian. */
export function langFromStored(value: string | null | undefined): Lang | null {
  if (value === null || value === undefined) return null
  return value === '' ? 'en' : 'no'
}

export const LANG_STORAGE_KEY = 'lang'

/**
 * The query parameter that asks a shared page (legal, not-found) for a shell language other than the stored one: the
 * flag's link there. The page stores it (document/document.client.ts) and takes it off the address.
 */
export const SHELL_LANG_PARAM = 'lang'

/** A SHELL_LANG_PARAM value: one of the site's languages by its short name, anything else none. */
export function langFromParam(value: unknown): Lang | null {
  return value === 'en' || value === 'no' ? value : null
}
export const LANG_COOKIE = 'lang'

/** The language of an HTML `lang` value the site writes (`en`, `nb-NO`); anything else is none of ours. */
export function langOfHtmlLang(value: string): Lang | null {
  return value === htmlLang.en ? 'en' : value === htmlLang.no ? 'no' : null
}

/**
 * Which of the site's languages a browser prefers (`navigator.languages`, most wanted first): the first tag that is
 * English, or Norwegian in any written form (Bokmål `nb`, Nynorsk `nn`, or plain `no`); null when it names neither.
 */
export function preferredLang(languages: readonly string[]): Lang | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0]
    if (primary === 'en') return 'en'
    if (primary === 'nb' || primary === 'nn' || primary === 'no') return 'no'
  }
  return null
}

/**
 * The language of a screen's route from its optional path prefix (`routes/{-$locale}/`): the router sees Norwegian
 * pages under `/no` (app/i18n/routes.ts `internalPath`), English ones without a prefix.
 */
export function langOfPathPrefix(locale: string | undefined): Lang {
  return locale === 'no' ? 'no' : 'en'
}
