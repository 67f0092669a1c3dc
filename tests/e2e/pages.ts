import { LANGS } from '../../app/i18n/lang'
import {
  hasSlug,
  isScreenWithoutReact,
  isSharedScreen,
  matchPublicPath,
  type Screen,
  screenPath,
  screens,
} from '../../app/i18n/routes'
import routes from './pages.json' with { type: 'json' }

/**
 * Every page of the site the browser tests and the bench visit, from the route table (app/i18n/routes.ts): each
 * screen in both languages, the shared (legal) pages in English, and a path that is not found. What the table cannot
 * know is data (pages.json): a seeded document of each screen with a slug, in each language. A new screen is in every
 * list at once; one with a slug and no sample fails here, at load, naming it.
 *
 * Read by Playwright and Vitest, and by the bench (scripts/bench/run.mjs, plain JavaScript) through Vite's
 * `runnerImport`, so this file and what it imports stay free of the app's aliases and styles.
 */
const samples: Partial<Record<Screen, { en: string; no: string }>> = routes.samples

function pagesOf(screen: Screen): { screen: Screen; en: string; no: string } {
  if (!hasSlug(screen)) return { screen, en: screenPath(screen, 'en'), no: screenPath(screen, 'no') }
  const sample = samples[screen]
  if (!sample) throw new Error(`tests/e2e/pages.json has no sample of "${screen}": a seeded slug in each language`)
  for (const lang of LANGS) {
    if (matchPublicPath(sample[lang])?.screen !== screen)
      throw new Error(`tests/e2e/pages.json: ${sample[lang]} is not a page of "${screen}"`)
  }
  return { screen, ...sample }
}

export const publicPages: readonly { screen: Screen; en: string; no: string }[] = screens
  .filter((screen) => !isSharedScreen(screen))
  .map(pagesOf)

export const sharedPages: readonly string[] = screens
  .filter((screen) => isSharedScreen(screen))
  .map((screen) => screenPath(screen, 'en'))

export const notFoundPages: { readonly en: string; readonly no: string } = routes.notFoundPages

/** Every page with the language it is shown in (shared pages in English, their only text). */
export const everyPage: readonly { name: string; path: string; lang: 'en' | 'no' }[] = [
  ...publicPages.flatMap((page) => [
    { name: `${page.screen}.en`, path: page.en, lang: 'en' as const },
    { name: `${page.screen}.no`, path: page.no, lang: 'no' as const },
  ]),
  ...sharedPages.map((path) => ({ name: `${path.slice(1)}.en`, path, lang: 'en' as const })),
  { name: 'not-found.en', path: notFoundPages.en, lang: 'en' },
  { name: 'not-found.no', path: notFoundPages.no, lang: 'no' },
]

/**
 * Whether a screen's pages are documents without React (decisions 055, 058), as the route table says for the routes;
 * so is every not-found page. document-pages.spec fails on a page that is not what the table says.
 */
export const isDocumentScreen = (screen: Screen): boolean => isScreenWithoutReact(screen)

/** Every page that is a document without React, by path. */
export const documentPages: readonly string[] = [
  ...publicPages.filter((page) => isDocumentScreen(page.screen)).flatMap((page) => [page.en, page.no]),
  ...sharedPages,
  notFoundPages.en,
  notFoundPages.no,
]

/** Every page that hydrates the app, by path. */
export const reactPages: readonly string[] = publicPages
  .filter((page) => !isDocumentScreen(page.screen))
  .flatMap((page) => [page.en, page.no])
