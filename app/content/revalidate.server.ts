import { sameText } from '@origin/shared/preview-token'
import * as v from 'valibot'
import { clearPageCache } from '~/pipeline/page-cache.server'
import { siteEnv } from '~/runtime/env.server'
import { log } from '~/runtime/log.server'
import { invalidateCms } from './cms-cache.server'
import { bumpContentVersion } from './content-version.server'

/**
 * Which cached API answers a change to a CMS type makes old. Relations count: a project's categories list counts
 * projects, a blog post shows its category, the home page shows projects and posts (with their categories). Types not
 * listed (and media) drop the whole cache: rare, and never wrong.
 */
const TAGS_OF: Record<string, readonly string[]> = {
  // A document's earlier slugs are in the redirect map (decision 037); home shows the latest projects and posts.
  'api::project.project': ['projects', 'categories', 'home', 'redirect-map'],
  'api::category.category': ['categories', 'projects'],
  'api::blog.blog': ['blogs', 'home', 'redirect-map'],
  'api::blog-category.blog-category': ['blog-categories', 'blogs', 'home'],
  'api::job-opening.job-opening': ['job-openings', 'redirect-map'],
  'api::origin3-logo.origin3-logo': ['origin3-logos'],
  'api::creative-file.creative-file': ['creative-files'],
  'api::file-category.file-category': ['file-categories', 'creative-files'],
  'api::legal-page.legal-page': ['legal-pages'],
  'api::home.home': ['home'],
  'api::testimonial.testimonial': ['testimonials'],
  'api::site-setting.site-setting': ['site-setting'],
  'api::careers-page.careers-page': ['careers-page'],
  'api::services-page.services-page': ['services-page'],
  'api::about-page.about-page': ['about-page'],
  'api::redirect.redirect': ['redirect-map'],
  // Submissions are never read by the site.
  'api::contact-message.contact-message': [],
  'api::job-application.job-application': [],
}

const webhookBody = v.object({ event: v.string(), uid: v.optional(v.string()), model: v.optional(v.string()) })

export type RevalidateResult = { status: number; body: { ok: boolean; dropped?: number; tags?: string[] | 'all' } }

/** Strapi's webhook (configured by the CMS on boot, authenticated by `X-Revalidate-Secret`): drop what changed. */
export async function revalidateFromWebhook(request: Request): Promise<RevalidateResult> {
  const secret = siteEnv().REVALIDATE_SECRET
  if (!secret) return { status: 404, body: { ok: false } }
  if (!sameText(request.headers.get('x-revalidate-secret') ?? '', secret)) return { status: 401, body: { ok: false } }
  let json: unknown
  try {
    json = await request.json()
  } catch {
    return { status: 400, body: { ok: false } }
  }
  const parsed = v.safeParse(webhookBody, json)
  if (!parsed.success) return { status: 400, body: { ok: false } }
  const tags = parsed.output.event.startsWith('entry.') && parsed.output.uid ? TAGS_OF[parsed.output.uid] : undefined
  // A stored submission changes nothing a visitor sees: keeping the caches means a burst of form posts cannot empty
  // them (every page would otherwise be rendered again, and the CMS asked again, after each message).
  if (tags?.length === 0) return { status: 200, body: { ok: true, dropped: 0, tags: [] } }
  // Rendered pages combine many types (a project page lists other projects, every page has the shell): all go.
  const dropped = invalidateCms(tags ?? null) + clearPageCache()
  // On Workers, the other isolates learn of it through KV (content-version.server.ts); on Node a no-op.
  await bumpContentVersion()
  log('info', 'revalidate', { cmsEvent: parsed.output.event, uid: parsed.output.uid, dropped })
  return { status: 200, body: { ok: true, dropped, tags: tags ? [...tags] : 'all' } }
}
