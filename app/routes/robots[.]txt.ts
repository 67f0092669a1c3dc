import { createFileRoute } from '@tanstack/react-router'
import { publicSiteUrl } from '~/runtime/site-url.server'

/** `/robots.txt`: everything public may be crawled except the download endpoints; the sitemap is named absolutely. */
export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () =>
        new Response(`User-agent: *\nAllow: /\nDisallow: /downloads/\n\nSitemap: ${publicSiteUrl()}/sitemap.xml\n`, {
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
        }),
    },
  },
})
