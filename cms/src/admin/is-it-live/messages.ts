/** The words of the edit view's "On the site" panel and the publish warning, in English and Norwegian Bokmål. */
export const IS_IT_LIVE_MESSAGES = {
  panel: 'On the site',
  live: 'See the live page in {language}',
  'live-hint': 'What visitors see now. Opening it ends the preview in this browser.',
  'not-live': 'Not on the site yet: this entry has never been published in {language}.',
  'not-live-changes': 'The live page does not show the changes saved since it was last published.',
  'no-alt':
    '{count, plural, one {A picture has} other {# pictures have}} no alternative text: {names}. Add it in the picture’s details (its pencil), for visitors who cannot see it.',
  'no-translation': 'There is no {language} version: the {language} site does not show this entry.',
  'warn-title': 'Publish anyway?',
  'warn-publish': 'Publish anyway',
  shortcut: 'Not published: {warnings} To publish anyway, use the Publish button.',
  quoted: '“{name}”',
  en: 'English',
  'nb-NO': 'Norwegian',
} as const

export const IS_IT_LIVE_NORWEGIAN: Record<keyof typeof IS_IT_LIVE_MESSAGES, string> = {
  panel: 'På nettstedet',
  live: 'Se den publiserte siden på {language}',
  'live-hint': 'Det besøkende ser nå. Når du åpner den, slutter forhåndsvisningen i denne nettleseren.',
  'not-live': 'Ikke på nettstedet ennå: denne oppføringen er aldri publisert på {language}.',
  'not-live-changes': 'Den publiserte siden viser ikke endringene som er lagret siden sist den ble publisert.',
  'no-alt':
    '{count, plural, one {Et bilde mangler} other {# bilder mangler}} alternativ tekst: {names}. Legg den inn i bildets detaljer (blyanten), for besøkende som ikke ser bildet.',
  'no-translation': 'Det finnes ingen versjon på {language}: nettstedet på {language} viser ikke denne oppføringen.',
  'warn-title': 'Publisere likevel?',
  'warn-publish': 'Publiser likevel',
  shortcut: 'Ikke publisert: {warnings} Bruk Publiser-knappen for å publisere likevel.',
  quoted: '«{name}»',
  en: 'engelsk',
  'nb-NO': 'norsk',
}

export type IsItLiveMessage = keyof typeof IS_IT_LIVE_MESSAGES

/** Where the admin's translations keep them (app.tsx registers the Norwegian under the same ids). */
const IS_IT_LIVE_SCOPE = 'origin.is-it-live'

export const t = (key: IsItLiveMessage) => ({
  id: `${IS_IT_LIVE_SCOPE}.${key}`,
  defaultMessage: IS_IT_LIVE_MESSAGES[key],
})

/** The Norwegian under the ids `t` gives. */
export const isItLiveNorwegian = (): Record<string, string> =>
  Object.fromEntries(Object.entries(IS_IT_LIVE_NORWEGIAN).map(([key, text]) => [`${IS_IT_LIVE_SCOPE}.${key}`, text]))
