/**
 * The one route table of the site: every screen with its English and Norwegian public path (product.md section 2).
 * Links, the flag switch, `<html lang>`, hreflang alternates, canonical links and the sitemap all read it;
 * a type test in `route-files.test-d.ts` keeps it and the route files in step.
 */
import { LANGS, type Lang, otherLang } from './lang'

export const routeTable = {
  home: { en: '/', no: '/no' },
  about: { en: '/about', no: '/om-oss' },
  careers: { en: '/careers', no: '/karrierer' },
  career: { en: '/careers/$slug', no: '/karrierer/$slug' },
  services: { en: '/services', no: '/servicer' },
  blogs: { en: '/blogs', no: '/blog' },
  blog: { en: '/blogs/$slug', no: '/blog/$slug' },
  projects: { en: '/projects', no: '/projekter' },
  project: { en: '/projects/$slug', no: '/projekter/$slug' },
  contact: { en: '/contact', no: '/kontakt' },
  creativeLab: { en: '/creative-lab', no: '/kreativ-lab' },
  thankYou: { en: '/thank-you', no: '/tusen-takk' },
  terms: { en: '/terms', no: '/terms' },
  privacy: { en: '/privacy', no: '/privacy' },
  cookies: { en: '/cookies', no: '/cookies' },
} as const satisfies Record<string, Record<Lang, `/${string}`>>

export type Screen = keyof typeof routeTable

/** Screens with one path for both languages: their text is English and the shell follows the stored language. */
const sharedScreens = ['terms', 'privacy', 'cookies'] as const satisfies readonly Screen[]
export type SharedScreen = (typeof sharedScreens)[number]

export function isSharedScreen(screen: Screen): screen is SharedScreen {
  return (sharedScreens as readonly Screen[]).includes(screen)
}

export const screens = Object.keys(routeTable) as Screen[]

/**
 * Screens whose pages are documents without React (decisions 055, 058): the server renders them with React and the
 * browser gets one small script, no app and no hydration data. Said here, once, for the routes (their `staticData`,
 * from `screenStaticData`) and for every list of pages outside the app: the e2e suite's and the bench's pages
 * (tests/e2e/pages.ts), which read this file directly.
 */
const screensWithoutReact = [
  'home',
  'about',
  'careers',
  'services',
  'blogs',
  'blog',
  'project',
  'creativeLab',
  'thankYou',
  'terms',
  'privacy',
  'cookies',
] as const satisfies readonly Screen[]

export function isScreenWithoutReact(screen: Screen): boolean {
  return (screensWithoutReact as readonly Screen[]).includes(screen)
}

/** A screen's route `staticData`: the screen it renders, and `hydrate: false` for a page without React. */
export function screenStaticData(screen: Screen): { screen: Screen; hydrate?: false } {
  return isScreenWithoutReact(screen) ? { screen, hydrate: false } : { screen }
}

/** Screens whose path carries a CMS slug. */
export function hasSlug(screen: Screen): boolean {
  return routeTable[screen].en.includes('$slug')
}

/** The public path of a screen in a language; `slug` fills `$slug` (URL-encoded). */
export function screenPath(screen: Screen, lang: Lang, slug?: string): string {
  const template: string = routeTable[screen][lang]
  if (!template.includes('$slug')) return template
  if (!slug) throw new Error(`screenPath: ${screen} needs a slug`)
  return template.replace('$slug', encodeURIComponent(slug))
}

export type PathMatch = {
  screen: Screen
  /** `null` for shared screens, whose path does not decide the language. */
  lang: Lang | null
  slug?: string
}

function normalise(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/'
  return pathname
}

/** Finds the screen and language of a public path, or `null` when the path is not one of the site's. */
export function matchPublicPath(pathname: string): PathMatch | null {
  const path = normalise(pathname)
  for (const screen of screens) {
    for (const lang of LANGS) {
      const template: string = routeTable[screen][lang]
      const resolvedLang = isSharedScreen(screen) ? null : lang
      if (!template.includes('$slug')) {
        if (template === path) return { screen, lang: resolvedLang }
        continue
      }
      const prefix = template.slice(0, template.indexOf('$slug'))
      if (!path.startsWith(prefix)) continue
      const rest = path.slice(prefix.length)
      if (rest.length === 0 || rest.includes('/')) continue
      let slug: string
      try {
        slug = decodeURIComponent(rest)
      } catch {
        continue
      }
      return { screen, lang: resolvedLang, slug }
    }
  }
  return null
}

/**
 * The route table's own spelling of a path the router reads as one of its pages, or null when it reads none. The router
 * matches the fixed segments whatever their case and every segment %-decoded, so `/ABOUT` and `/%61bout` are `/about`
 * to it; one page, one address (and one copy in the page cache, app/server.ts). A slug keeps its case: it is the
 * CMS's, and `screenPath` writes it encoded as links do. (A trailing slash and `/no/…` the router redirects itself.)
 */
export function canonicalPath(pathname: string): string | null {
  let segments: string[]
  try {
    segments = pathname.split('/').map((segment) => decodeURIComponent(segment))
  } catch {
    return null
  }
  for (const screen of screens) {
    for (const lang of LANGS) {
      const template: string[] = routeTable[screen][lang].split('/')
      if (template.length !== segments.length) continue
      let slug: string | undefined
      const fits = template.every((part, index) => {
        const segment = segments[index] ?? ''
        if (part !== '$slug') return part === segment.toLowerCase()
        slug = segment
        return segment.length > 0
      })
      if (fits) return screenPath(screen, lang, slug)
    }
  }
  return null
}

/**
 * Whether the page at `pathname` follows the visitor's stored language (decision 003): the shared pages and any path
 * the table does not have (the not-found page). Only these read the language cookie on the server; every other page
 * is the same HTML for every visitor, so caches keep one copy of it (decision 049).
 */
export function followsStoredLang(pathname: string): boolean {
  const match = matchPublicPath(pathname)
  return !match || isSharedScreen(match.screen)
}

/**
 * The language a path most likely belongs to, for pages the route table does not decide (a 404 under
 * `/projekter/...` is Norwegian). Falls back to `fallback`.
 */
export function guessLangFromPath(pathname: string, fallback: Lang): Lang {
  const match = matchPublicPath(pathname)
  if (match?.lang) return match.lang
  const first = `/${normalise(pathname).split('/')[1] ?? ''}`
  for (const screen of screens) {
    if (isSharedScreen(screen)) continue
    for (const lang of LANGS) {
      const template: string = routeTable[screen][lang]
      const templateFirst = `/${template.split('/')[1] ?? ''}`
      if (template !== '/' && templateFirst === first && routeTable[screen][otherLang(lang)] !== template) {
        return lang
      }
    }
  }
  return fallback
}

/*
 * The router sees one route per screen (app/routes/{-$locale}/, decision 061): a Norwegian page under the English
 * path with a `/no` prefix. Its `rewrite` (app/router.tsx) turns a public path into that internal one on the way in
 * and back on the way out, so the address bar, links, hreflang and the sitemap only ever show the public paths.
 */
const NO_PREFIX = '/no'

/** The router's path for a public path of the table; `null` for a path the table does not have (left as it is). */
export function internalPath(pathname: string): string | null {
  const match = matchPublicPath(pathname)
  // A file under a screen's path is no page of it: the journal's feed (`/blog/feed.xml`) is a route of its own.
  if (match?.lang !== 'no' || isSharedScreen(match.screen) || match.slug?.includes('.')) return null
  const english = screenPath(match.screen, 'en', match.slug)
  return english === '/' ? NO_PREFIX : `${NO_PREFIX}${english}`
}

/** The public path of one of the router's paths; `null` when it is not a Norwegian page's (left as it is). */
export function publicPath(pathname: string): string | null {
  const path = normalise(pathname)
  if (path !== NO_PREFIX && !path.startsWith(`${NO_PREFIX}/`)) return null
  const match = matchPublicPath(path.slice(NO_PREFIX.length) || '/')
  if (match?.lang !== 'en' || isSharedScreen(match.screen)) return null
  return screenPath(match.screen, 'no', match.slug)
}

/** The path the visitor sees for one of the router's locations (its `pathname` is the internal one). */
export function shownPathname(location: { publicHref: string }): string {
  return new URL(location.publicHref, 'http://site.invalid').pathname
}
