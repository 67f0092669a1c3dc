import * as v from 'valibot'
import { ARTICLE_ORDER } from '~/content/blog/article-order'
import { collection } from '~/content/fields.server'
import { cmsLocale, LANGS, type Lang } from '~/i18n/lang'
import { hasSlug, type Screen, screenPath, screens } from '~/i18n/routes'
import { cmsGet } from './strapi.server'

/** Pages search engines should not list (reached only after sending a message): see `screenHead`'s noindex. */
const UNLISTED: ReadonlySet<Screen> = new Set(['thankYou'])

/** Each type's documents in the order its own list shows them (the journal by its articles' dates). */
const DOCUMENT_TYPES = [
  { screen: 'project', api: 'projects', sort: ['id:desc'] },
  { screen: 'blog', api: 'blogs', sort: ARTICLE_ORDER },
  { screen: 'career', api: 'job-openings', sort: ['id:desc'] },
] as const satisfies readonly { screen: Screen; api: string; sort: readonly string[] }[]

const listed = v.object({
  documentId: v.pipe(v.string(), v.minLength(1)),
  slug: v.pipe(v.string(), v.minLength(1)),
  updatedAt: v.fallback(v.nullish(v.string(), null), null),
})

/** Every published slug of one type in one language (only published entries reach the public API), page by page. */
async function publishedSlugs(api: string, lang: Lang, sort: readonly string[]) {
  const items: v.InferOutput<typeof listed>[] = []
  for (let page = 1; page <= 50; page++) {
    const response = await cmsGet(
      api,
      {
        fields: ['slug', 'updatedAt'],
        locale: cmsLocale[lang],
        sort: [...sort],
        pagination: { page, pageSize: 100 },
      },
      collection(listed, `${api} slug`),
      // Published only, a preview cookie or not: the sitemap is for crawlers.
      { draft: false },
    )
    items.push(...response.data)
    if (page >= (response.meta.pagination?.pageCount ?? 1)) break
  }
  return items
}

/**
 * The sitemap's entries: every fixed page in both languages, then every published project, post and job. A
 * document keeps its id across languages, which pairs its slugs for the alternates; lastmod is its latest update.
 */
/** One page in its languages: the path per language it exists in, and when it last changed (if known). */
export type SitemapEntry = { paths: Partial<Record<Lang, string>>; lastmod?: string | null }

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = screens
    .filter((screen) => !hasSlug(screen) && !UNLISTED.has(screen))
    .map((screen) => ({ paths: { en: screenPath(screen, 'en'), no: screenPath(screen, 'no') } }))

  for (const type of DOCUMENT_TYPES) {
    const byDocument = new Map<string, SitemapEntry & { paths: Partial<Record<Lang, string>> }>()
    const lists = await Promise.all(
      LANGS.map(async (lang) => [lang, await publishedSlugs(type.api, lang, type.sort)] as const),
    )
    for (const [lang, items] of lists) {
      for (const item of items) {
        const entry = byDocument.get(item.documentId) ?? { paths: {}, lastmod: null }
        entry.paths[lang] = screenPath(type.screen, lang, item.slug)
        if (item.updatedAt && (!entry.lastmod || item.updatedAt > entry.lastmod)) entry.lastmod = item.updatedAt
        byDocument.set(item.documentId, entry)
      }
    }
    entries.push(...byDocument.values())
  }
  return entries
}
