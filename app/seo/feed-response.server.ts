import { site } from '~/config/site'
import { newestPosts } from '~/content/blog/feed.server'
import { CmsError } from '~/content/strapi.server'
import type { Lang } from '~/i18n/lang'
import { errorFields, log } from '~/runtime/log.server'
import { publicSiteUrl } from '~/runtime/site-url.server'
import { atomFeed, FEED_SIZE } from './feed'
import { pageDescription, pageTitle } from './head'

/**
 * The answer of `/blogs/feed.xml` and `/blog/feed.xml`. Readers poll: a minute's caching spares the server, and a
 * publish reaches the feed as it reaches the pages (the webhook empties the CMS cache).
 */
export async function feedResponse(lang: Lang): Promise<Response> {
  try {
    const posts = await newestPosts(lang, FEED_SIZE)
    const feed = { title: pageTitle('blogs', lang), subtitle: pageDescription('blogs', lang), author: site.name }
    return new Response(atomFeed(publicSiteUrl(), { ...feed, lang, posts }), {
      headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
    })
  } catch (error) {
    // An empty feed would tell readers every post is gone; "try later" is the truth.
    log('error', 'feed.failed', { lang, reason: error instanceof CmsError ? error.detail : errorFields(error) })
    return new Response('The feed is unavailable right now.', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '120', 'Cache-Control': 'no-store' },
    })
  }
}
