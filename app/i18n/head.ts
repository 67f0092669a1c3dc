/**
 * Head tags that follow from the route table: title, description, canonical and hreflang alternates.
 * Pure functions, so the rules are unit-tested and the root route stays thin.
 */
import { site } from '~/config/site'
import { translator } from '.'
import { htmlLang, LANGS, type Lang } from './lang'
import type { LocalizedSlugs } from './localized-slugs'
import { hasSlug, isSharedScreen, type Screen, screenPath } from './routes'

export type HeadLink = { rel: string; href: string; hrefLang?: string }
export type HeadMeta = { title?: string; name?: string; property?: string; content?: string }

/** Some screens' copy names the agency; a function that takes no argument ignores it. */
type Copy = (args: { name: string }) => string

export function pageTitle(screen: Screen, lang: Lang, own?: string): string {
  const title: Copy = translator(lang).screens[screen].title
  if (screen === 'home') return title({ name: site.name })
  return `${own ?? title({ name: site.name })} | ${site.name}`
}

export function notFoundPageTitle(lang: Lang): string {
  return `${translator(lang).screens.notFound.title()} | ${site.name}`
}

export function pageDescription(screen: Screen, lang: Lang): string {
  const description: Copy = translator(lang).screens[screen].description
  return description({ name: site.name })
}

/**
 * `<title>` and description for a screen in a language; CMS pages pass their document's title. Shared (legal) pages
 * are English text.
 */
export function screenHead(screen: Screen, lang: Lang, ownTitle?: string): { meta: HeadMeta[] } {
  return {
    meta: [
      { title: pageTitle(screen, lang, ownTitle) },
      { name: 'description', content: pageDescription(screen, lang) },
    ],
  }
}

/**
 * Canonical and hreflang links (en, nb-NO, x-default) with absolute URLs. For slug screens `slugs` gives the
 * document's slug per language; languages without one get no alternate.
 */
export function languageLinks(siteUrl: string, screen: Screen, lang: Lang, slugs: LocalizedSlugs): HeadLink[] {
  const url = (l: Lang): string | null => {
    if (!hasSlug(screen)) return siteUrl + screenPath(screen, l)
    const slug = slugs[l]
    return slug ? siteUrl + screenPath(screen, l, slug) : null
  }
  const self = url(lang)
  if (!self) return []
  const links: HeadLink[] = [{ rel: 'canonical', href: self }]
  if (isSharedScreen(screen)) {
    links.push(
      { rel: 'alternate', hrefLang: 'en', href: self },
      { rel: 'alternate', hrefLang: 'x-default', href: self },
    )
    return links
  }
  for (const l of LANGS) {
    const href = url(l)
    if (href) links.push({ rel: 'alternate', hrefLang: htmlLang[l], href })
  }
  const english = url('en')
  if (english) links.push({ rel: 'alternate', hrefLang: 'x-default', href: english })
  return links
}
