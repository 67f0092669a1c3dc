/**
 * The CMS's side of the site's freshness and preview (issue 9): the publish webhook that empties the site's caches,
 * the read token the site uses for drafts in preview mode, and the site path of a document for the preview button.
 */

const WEBHOOK_NAME = 'site-revalidate'
const WANTED_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'entry.draft-discard',
  'media.create',
  'media.update',
  'media.delete',
]

export function siteUrl(): string {
  return (process.env.SITE_URL?.trim() || 'http://127.0.0.1:3000').replace(/\/+$/, '')
}

/**
 * One webhook, created or brought up to date on every boot (so a changed SITE_REVALIDATE_URL or secret takes effect),
 * and registered with the running webhook runner at once. Publishing never waits on it: Strapi sends webhooks in
 * the background, and a site that is down only misses one cache flush (its caches expire within minutes anyway).
 */
export async function ensureSiteWebhook(strapi) {
  const secret = process.env.REVALIDATE_SECRET?.trim()
  const store = strapi.get('webhookStore')
  const runner = strapi.get('webhookRunner')
  const existing = (await store.findWebhooks()).find((hook) => hook.name === WEBHOOK_NAME)
  if (!secret) {
    if (existing) {
      await store.deleteWebhook(existing.id)
      runner.remove(existing)
    }
    return null
  }
  const allowed = new Set(Array.from(store.allowedEvents.values()))
  const data = {
    name: WEBHOOK_NAME,
    url: process.env.SITE_REVALIDATE_URL?.trim() || `${siteUrl()}/api/revalidate`,
    headers: { 'X-Revalidate-Secret': secret },
    events: WANTED_EVENTS.filter((event) => allowed.has(event)),
    isEnabled: true,
  }
  if (existing) {
    const updated = await store.updateWebhook(existing.id, data)
    runner.update(updated)
    return updated
  }
  const created = await store.createWebhook(data)
  runner.add(created)
  return created
}

const PREVIEW_TOKEN_NAME = 'site-preview'

/**
 * The token the site reads drafts with (CMS_PREVIEW_TOKEN). Strapi makes token secrets itself, so the token is
 * created once and its stored hash (and encrypted copy) set to the configured secret. It may only read the public
 * types (find and findOne), never submissions.
 */
export async function ensurePreviewToken(strapi, publicTypes: readonly string[]) {
  const secret = process.env.CMS_PREVIEW_TOKEN?.trim()
  if (!secret) return null
  const tokens = strapi.service('admin::api-token-content-api')
  const permissions = publicTypes.flatMap((uid) => [`${uid}.find`, `${uid}.findOne`])
  let token = await tokens.getByName(PREVIEW_TOKEN_NAME)
  if (!token) {
    token = await tokens.create({
      name: PREVIEW_TOKEN_NAME,
      description: 'The site reads drafts with it in preview mode (CMS_PREVIEW_TOKEN). Managed on boot.',
      type: 'custom',
      lifespan: null,
      permissions,
    })
  }
  const accessKey = tokens.hash(secret)
  const encryptedKey = strapi.service('admin::encryption').encrypt(secret)
  await strapi.db.query('admin::api-token').update({ where: { id: token.id }, data: { accessKey, encryptedKey } })
  return token
}

const PATHS = {
  'api::project.project': { en: '/projects/', 'nb-NO': '/projekter/' },
  'api::blog.blog': { en: '/blogs/', 'nb-NO': '/blog/' },
  'api::job-opening.job-opening': { en: '/careers/', 'nb-NO': '/karrierer/' },
} as const

/** The site page of a document in a locale (its slug in that locale and status), or null for types without one. */
export async function previewPath(strapi, uid: string, documentId: string, locale: string, status: string) {
  const prefixes = PATHS[uid as keyof typeof PATHS]
  const prefix = prefixes?.[locale as keyof typeof prefixes]
  if (!prefix) return null
  const document = await strapi
    .documents(uid)
    .findOne({ documentId, locale, status: status === 'published' ? 'published' : 'draft', fields: ['slug'] })
  return document?.slug ? `${prefix}${encodeURIComponent(document.slug)}` : null
}

/** The link the admin's preview button opens: the site's preview endpoint, which sets preview mode and redirects. */
export async function previewUrl(strapi, uid: string, { documentId, locale, status }) {
  const secret = process.env.PREVIEW_SECRET?.trim()
  if (!secret) return null
  const path = await previewPath(strapi, uid, documentId, locale, status)
  if (!path) return null
  const params = new URLSearchParams({ secret, status: status ?? 'draft', url: path })
  return `${siteUrl()}/api/preview?${params}`
}
