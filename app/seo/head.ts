/**
 * Each page's head tags: title, description, canonical and hreflang alternates, the social tags and the JSON-LD.
 * Every route builds its own with `screenHead`, from its screen, language and, on detail pages, its typed loader data;
 * the root route adds only what every page shares. Pure functions, so the rules are unit-tested.
 */
import type { QueryClient } from '@tanstack/react-query'
import { createIsomorphicFn } from '@tanstack/react-start'
import { site } from '~/config/site'
import type { DocumentBasics } from '~/content/ensure-document'
import type { Image } from '~/content/media'
import type { PageSeo } from '~/content/shapes'
import type { SiteSettings } from '~/content/site-settings/site-settings.functions'
import { siteSettingsQuery } from '~/content/site-settings/site-settings.queries'
import { translator } from '~/i18n'
import { htmlLang, LANGS, type Lang, ogLocale } from '~/i18n/lang'
import type { LocalizedSlugs } from '~/i18n/localized-slugs'
import { hasSlug, isSharedScreen, type Screen, screenPath } from '~/i18n/routes'
import { type JsonLd, type SeoDocument, structuredData } from '~/seo/structured-data'
import { feedPath } from './feed-path'
import { cardText, cardVersion, SHARE_CARD, shareCardPath } from './share-card'

export type HeadLink = { rel: string; href: string; hrefLang?: string; type?: string; title?: string }
export type HeadMeta = { title?: string; name?: string; property?: string; content?: string }
export type HeadScript = { type: string; children: string }

/**
 * JSON for inside `<script>`: the characters that could end the element or start markup (`<`, `>`, `&`) and the
 * two JavaScript line separators are written as `\u` escapes, which every JSON parser reads back unchanged. CMS text
 * therefore can never close the script element.
 */
export function jsonForScript(value: JsonLd): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

/** Some screens' copy names the agency; a function that takes no argument ignores it. */
type Copy = (args: { name: string }) => string

export function pageTitle(screen: Screen, lang: Lang, own?: string): string {
  const title: Copy = translator(lang).screens[screen].title
  if (screen === 'home') return title({ name: site.name })
  // A document's own title plus its kind ("Kode Labs – Prosjekt"): names that are the same in both languages (a
  // client, a job title) still give each language's page a title of its own.
  if (own) return `${own} – ${title({ name: site.name })} | ${site.name}`
  return `${title({ name: site.name })} | ${site.name}`
}

export function notFoundPageTitle(lang: Lang): string {
  return `${translator(lang).screens.notFound.title()} | ${site.name}`
}

/** Server only: the descriptions are in the `seo` namespace, which no browser loads. */
export function pageDescription(screen: Screen, lang: Lang): string {
  const description: Copy = translator(lang).seo.description[screen]
  return description({ name: site.name })
}

/** Screens search engines should not list: a thank-you page is only reached after sending a message. */
const NOINDEX: ReadonlySet<Screen> = new Set(['thankYou'])

/** What every page's head needs from the root route's context (`beforeLoad` in routes/__root.tsx). */
/** The route context a head reads: the public origin, and the query cache (the site settings the root route loaded). */
export type HeadContext = { siteUrl: string; queryClient?: QueryClient }

/**
 * A page's head: its title, description and their Open Graph and Twitter twins (`ownMeta`), its canonical and
 * hreflang links (`languageLinks`), and the tags that need the public origin (`socialHead`). Detail pages pass their
 * loader's document, whose title, description, image and slugs per language win. Shared (legal) pages are English.
 */
export function screenHead(
  screen: Screen,
  lang: Lang,
  { siteUrl, queryClient }: HeadContext,
  doc?: DocumentBasics,
  page?: PageSeo | null,
): { meta: HeadMeta[]; links: HeadLink[]; scripts: HeadScript[] } {
  const links = languageLinks(siteUrl, screen, lang, doc?.localizedSlugs ?? {})
  // The journal's pages point feed readers to the journal's feed of their language.
  if ((screen === 'blogs' || screen === 'blog') && links.length > 0)
    links.push({
      rel: 'alternate',
      type: 'application/atom+xml',
      title: pageTitle('blogs', lang),
      href: siteUrl + feedPath(lang),
    })
  const title = doc?.seo.title ?? page?.title ?? pageTitle(screen, lang, doc?.title)
  const forCrawlers = crawlerTags(siteUrl, screen, lang, links, queryClient, doc, page)
  return { meta: [{ title }, ...forCrawlers.meta], links, scripts: forCrawlers.scripts }
}

/**
 * What only crawlers and link previews read, from the server's HTML: the description, the social tags and the
 * JSON-LD. Browsers build only the title and the links (a browser's share sheet reads the canonical URL), so this code
 * and the descriptions never ship to them; the first client-side navigation removes the server's copies
 * (app/router.tsx), which would otherwise describe the page the visit began on.
 */
const crawlerTags = createIsomorphicFn()
  .server(
    (
      siteUrl: string,
      screen: Screen,
      lang: Lang,
      links: HeadLink[],
      queryClient?: QueryClient,
      doc?: DocumentBasics,
      page?: PageSeo | null,
    ): { meta: HeadMeta[]; scripts: HeadScript[] } => {
      const settings = queryClient?.getQueryData(siteSettingsQuery().queryKey)?.[lang] ?? null
      const card = shareCard(siteUrl, screen, lang, doc)
      const image = doc?.seo.image ?? page?.image ?? card
      const social = socialHead(siteUrl, screen, lang, links, doc ?? null, image, settings)
      return { meta: [...ownMeta(screen, lang, doc, page), ...social.meta], scripts: social.scripts }
    },
  )
  .client((): { meta: HeadMeta[]; scripts: HeadScript[] } => ({ meta: [], scripts: [] }))

/** The head elements `crawlerTags` gives, which a browser's own head never holds. */
export const CRAWLER_TAGS_SELECTOR =
  'meta[name="description"], meta[name="robots"], meta[name^="twitter:"], meta[property^="og:"], meta[property^="article:"], script[type="application/ld+json"]'

/** The editors' SEO fields (a document's, a page's) come first; the page's own title and description are the default. */
function ownMeta(screen: Screen, lang: Lang, doc?: DocumentBasics, page?: PageSeo | null): HeadMeta[] {
  const editorsTitle = doc?.seo.title ?? page?.title ?? null
  const title = editorsTitle ?? pageTitle(screen, lang, doc?.title)
  const shareTitle = editorsTitle ?? doc?.title ?? title
  const description = doc?.seo.description ?? page?.description ?? pageDescription(screen, lang)
  const meta: HeadMeta[] = [
    { name: 'description', content: description },
    { property: 'og:title', content: shareTitle },
    { property: 'og:description', content: description },
    { property: 'og:type', content: screen === 'blog' ? 'article' : 'website' },
    { name: 'twitter:title', content: shareTitle },
    { name: 'twitter:description', content: description },
  ]
  if (screen === 'blog' && doc?.seo.published)
    meta.push({ property: 'article:published_time', content: doc.seo.published })
  if (screen === 'blog' && doc?.seo.modified)
    meta.push({ property: 'article:modified_time', content: doc.seo.modified })
  if (NOINDEX.has(screen)) meta.push({ name: 'robots', content: 'noindex, follow' })
  return meta
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

/** The page's own share card (app/seo/share-card.ts), for pages whose editors set no share image. */
function shareCard(siteUrl: string, screen: Screen, lang: Lang, doc?: DocumentBasics): Image {
  const text = cardText(screen, lang, new URL(siteUrl).host, doc?.title)
  const path = shareCardPath(screen, lang, doc?.localizedSlugs[lang] ?? undefined)
  return {
    src: `${siteUrl}${path}?v=${cardVersion(text)}`,
    width: SHARE_CARD.width,
    height: SHARE_CARD.height,
    alt: `${text.title} – ${site.name}`,
    srcSet: null,
    sources: [],
    mime: 'image/png',
  }
}

/**
 * The head tags that need the public origin: Open Graph URL, site name, locales and image (the editors', else the
 * page's card), the Twitter card, and the page's JSON-LD blocks (as `<script type="application/ld+json">` in the head).
 * `links` are the page's canonical and hreflang links (`languageLinks`).
 */
function socialHead(
  siteUrl: string,
  screen: Screen,
  lang: Lang,
  links: HeadLink[],
  doc: SeoDocument | null,
  image: Image,
  settings: SiteSettings | null,
): { meta: HeadMeta[]; scripts: HeadScript[] } {
  const canonical = links.find((link) => link.rel === 'canonical')?.href
  if (!canonical) return { meta: [], scripts: [] }
  const meta: HeadMeta[] = [
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: ogLocale[lang] },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  const other: Lang = lang === 'en' ? 'no' : 'en'
  if (links.some((link) => link.hrefLang === htmlLang[other]))
    meta.push({ property: 'og:locale:alternate', content: ogLocale[other] })
  meta.push({ property: 'og:image', content: image.src }, { name: 'twitter:image', content: image.src })
  if (image.width && image.height)
    meta.push(
      { property: 'og:image:width', content: String(image.width) },
      { property: 'og:image:height', content: String(image.height) },
    )
  if (image.alt) meta.push({ property: 'og:image:alt', content: image.alt })
  const scripts = structuredData(siteUrl, screen, lang, canonical, doc, settings).map((block) => ({
    type: 'application/ld+json',
    children: jsonForScript(block),
  }))
  return { meta, scripts }
}
