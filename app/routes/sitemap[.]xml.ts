import { createFileRoute } from '@tanstack/react-router'
import { sitemapEntries } from '~/content/sitemap.server'
import { CmsError } from '~/content/strapi.server'
import { errorFields, log } from '~/runtime/log.server'
import { publicSiteUrl } from '~/runtime/site-url.server'
import { sitemapXml } from '~/seo/sitemap'

/** `/sitemap.xml`: every public page in both languages and every published CMS slug, with alternates and lastmod. */
export const Route = createFileRoute('/sitemap.xml')({
  server: {
    handlers: {
      GET: async () => {
        try {
          const xml = sitemapXml(publicSiteUrl(), await sitemapEntries())
          return new Response(xml, {
            headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
          })
        } catch (error) {
          // A partial sitemap would tell crawlers that pages are gone; "try later" is the truth.
          log('error', 'sitemap.failed', { reason: error instanceof CmsError ? error.detail : errorFields(error) })
          return new Response('The sitemap is unavailable right now.', {
            status: 503,
            headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '120' },
          })
        }
      },
    },
  },
})
