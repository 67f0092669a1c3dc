/**
 * What the admin tells an editor about an entry's languages (issue 62), in English; NORWEGIAN beside it. Ours under
 * LANGUAGES_SCOPE, and Strapi's own words for its two delete actions, which read as if both deleted the same thing.
 */
export const LANGUAGES_SCOPE = 'origin.languages'

export const LANGUAGE_MESSAGES = {
  panel: 'Languages',
  'name.en': 'English',
  'name.nb-NO': 'Norwegian',
  creating: 'You are writing a new entry in {language}.',
  'creating-in-other': 'Start in {language} instead',
  writing: 'You are editing the {language} version.',
  both: 'This entry exists in English and Norwegian.',
  only: 'Only in {language} — the {missing} site will not show it.',
  'only-add': 'To add the {missing} version, choose {missing} in the language menu at the top right.',
  'logo-only': 'Only in {language} — the Creative Lab in {missing} ({path}) will not list this logo.',
} as const

export type LanguageMessage = keyof typeof LANGUAGE_MESSAGES

export const NORWEGIAN: Record<LanguageMessage, string> = {
  panel: 'Språk',
  'name.en': 'engelsk',
  'name.nb-NO': 'norsk',
  creating: 'Du skriver en ny oppføring på {language}.',
  'creating-in-other': 'Begynn på {language} i stedet',
  writing: 'Du redigerer versjonen på {language}.',
  both: 'Denne oppføringen finnes på engelsk og norsk.',
  only: 'Bare på {language} – nettstedet på {missing} viser den ikke.',
  'only-add': 'Velg {missing} i språkmenyen øverst til høyre for å legge til versjonen på {missing}.',
  'logo-only': 'Bare på {language} – Kreativ-lab på {missing} ({path}) viser ikke denne logoen.',
}

/** A message as react-intl takes it: its id, and the English for any language without one. */
export const t = (key: LanguageMessage) => ({ id: `${LANGUAGES_SCOPE}.${key}`, defaultMessage: LANGUAGE_MESSAGES[key] })

/**
 * Strapi's delete actions said "Delete entry (English (en))" before "Delete entry (all locales)", and "Are you sure you
 * want to delete this locale?": an editor took the first for the whole entry and left a Norwegian orphan.
 */
const STRAPI_ENGLISH = {
  'content-manager.actions.delete.label': 'Delete entry{isLocalized, select, true { in both languages} other {}}',
  'i18n.actions.delete.label': 'Delete only this language ({locale})',
  'i18n.actions.delete.dialog.body':
    'Only this language’s version is deleted. The other language stays, as an entry in one language only. To remove the whole entry, choose “Delete entry in both languages” instead.',
}

const STRAPI_NORWEGIAN: Record<keyof typeof STRAPI_ENGLISH, string> = {
  'content-manager.actions.delete.label': 'Slett oppføringen{isLocalized, select, true { på begge språk} other {}}',
  'i18n.actions.delete.label': 'Slett bare dette språket ({locale})',
  'i18n.actions.delete.dialog.body':
    'Bare versjonen på dette språket slettes. Det andre språket blir stående, som en oppføring på ett språk. For å fjerne hele oppføringen, velg «Slett oppføringen på begge språk» i stedet.',
}

const scoped = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([key, message]) => [`${LANGUAGES_SCOPE}.${key}`, message]))

/** The admin's translations for these, per admin language (src/admin/app.tsx adds them). */
export const LANGUAGE_TRANSLATIONS = {
  en: { ...STRAPI_ENGLISH, ...scoped(LANGUAGE_MESSAGES) },
  no: { ...STRAPI_NORWEGIAN, ...scoped(NORWEGIAN) },
}
