/**
 * The journal's Atom feed (RFC 4287), one per language, from its newest posts. Pure: `content/blog/feed.server.ts`
 * reads the posts, `feed-response.server.ts` answers with this.
 */
import type { FeedPost } from '~/content/blog/feed.server'
import { htmlLang, type Lang } from '~/i18n/lang'
import { screenPath } from '~/i18n/routes'
import { feedPath } from './feed-path'
import { escapeXml } from './xml'

/** How many posts a feed carries: the newest. */
export const FEED_SIZE = 20

export type Feed = { title: string; subtitle: string; author: string; lang: Lang; posts: readonly FeedPost[] }

/** An RFC 3339 date, or null for anything unparsable (left out rather than guessed). */
function date(value: string | null): string | null {
  if (!value) return null
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString()
}

/** Before any post exists, a fixed date (the agency's founding) rather than "now": the same feed reads the same. */
const EMPTY_FEED_UPDATED = '2020-01-01T00:00:00.000Z'

export function atomFeed(siteUrl: string, { title, subtitle, author, lang, posts }: Feed): string {
  const host = new URL(siteUrl).host
  const page = siteUrl + screenPath('blogs', lang)
  const stamps = posts.map((post) => date(post.updated) ?? date(post.published)).filter((d) => d !== null)
  const updated = stamps.sort().at(-1) ?? EMPTY_FEED_UPDATED
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${htmlLang[lang]}">`,
    `  <id>${escapeXml(page)}</id>`,
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>${escapeXml(subtitle)}</subtitle>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(siteUrl + feedPath(lang))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    `  <icon>${escapeXml(`${siteUrl}/favicon.svg`)}</icon>`,
  ]
  for (const post of posts) {
    const url = siteUrl + screenPath('blog', lang, post.slug)
    const published = date(post.published)
    lines.push(
      '  <entry>',
      `    <id>${escapeXml(`tag:${host},2020:journal/${post.documentId}/${htmlLang[lang]}`)}</id>`,
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <updated>${date(post.updated) ?? published ?? updated}</updated>`,
    )
    if (published) lines.push(`    <published>${published}</published>`)
    lines.push(`    <author><name>${escapeXml(author)}</name></author>`)
    if (post.summary) lines.push(`    <summary>${escapeXml(post.summary)}</summary>`)
    if (post.category) lines.push(`    <category term="${escapeXml(post.category)}"/>`)
    if (post.image)
      lines.push(
        `    <link rel="enclosure" type="${escapeXml(post.image.mime ?? 'image/jpeg')}" href="${escapeXml(post.image.src)}"/>`,
      )
    lines.push('  </entry>')
  }
  lines.push('</feed>', '')
  return lines.join('\n')
}
