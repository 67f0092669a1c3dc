import { type Screen, screens } from '../../app/i18n/routes'
import routes from './pages.json' with { type: 'json' }

/**
 * Every page of the site the browser tests visit: product.md's route table with a seeded slug for detail pages, the shared
 * (legal) pages, and a path that is not found. Shared by the e2e suite and `npm run shots`; the table itself is data
 * (pages.json) so that the bench (scripts/bench/run.mjs), plain JavaScript, measures the same pages.
 */
/** A screen's name from the table, checked against the site's own list so a misspelt one fails at once. */
function screenNamed(name: string): Screen {
  const screen = screens.find((candidate) => candidate === name)
  if (!screen) throw new Error(`tests/e2e/pages.json names no screen "${name}"`)
  return screen
}

export const publicPages: readonly { screen: Screen; en: string; no: string }[] = routes.publicPages.map((page) => ({
  en: page.en,
  no: page.no,
  screen: screenNamed(page.screen),
}))

export const sharedPages: readonly string[] = routes.sharedPages

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
 * Whether a screen's pages are documents without React (decisions 055, 058): `withoutReact` in pages.json, as its
 * routes say with `staticData.hydrate`; so are the shared (legal) pages and every not-found page. document-pages.spec
 * fails on a page listed on the wrong side.
 */
export const isDocumentScreen = (screen: Screen): boolean =>
  routes.publicPages.some((page) => page.screen === screen && 'withoutReact' in page && page.withoutReact)

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
