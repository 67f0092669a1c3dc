/**
 * The sitemap's XML (sitemaps.org 0.9 with `xhtml:link` language alternates), from the route table's static pages
 * and the CMS's published documents. Pure: `sitemap.server.ts` gathers the entries, this writes them.
 */
import type { SitemapEntry } from '~/content/sitemap.server'
import { htmlLang, LANGS } from '~/i18n/lang'
import { escapeXml } from './xml'

/** W3C datetime as the sitemap schema accepts it; anything unparsable is left out rather than guessed. */
function lastmodOf(value: string | null | undefined): string | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ]
  for (const entry of entries) {
    const langs = LANGS.filter((lang) => entry.paths[lang])
    const unique = new Set(langs.map((lang) => entry.paths[lang]))
    const lastmod = lastmodOf(entry.lastmod)
    for (const lang of langs) {
      const path = entry.paths[lang]
      // A page with one path for both languages (the legal pages) is listed once.
      if (!path || (unique.size === 1 && lang !== langs[0])) continue
      lines.push('  <url>', `    <loc>${escapeXml(siteUrl + path)}</loc>`)
      if (lastmod) lines.push(`    <lastmod>${lastmod}</lastmod>`)
      if (unique.size > 1) {
        for (const alt of langs) {
          const href = escapeXml(siteUrl + (entry.paths[alt] ?? ''))
          lines.push(`    <xhtml:link rel="alternate" hreflang="${htmlLang[alt]}" href="${href}"/>`)
        }
        const fallback = entry.paths.en ?? entry.paths[langs[0] ?? 'en']
        if (fallback)
          lines.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(siteUrl + fallback)}"/>`)
      }
      lines.push('  </url>')
    }
  }
  lines.push('</urlset>', '')
  return lines.join('\n')
}
