/**
 * The CMS's side of the site's freshness and preview (decisions 008, 024): the publish webhook that empties the site's
 * caches, the read token the site uses for drafts in preview mode, and the site path of a document for the preview
 * button. Names and variables here are a contract with the site (app/): see cms/README.md, "Site: webhook and preview".
 */

import { signPreviewLink } from '@origin/shared/preview-token'
import type { Core, Modules } from '@strapi/strapi'
import { isContentType, isTranslated } from './admin-roles'
import { cmsEnv } from './lib/env'

export const WEBHOOK_NAME = 'site-revalidate'
export const PREVIEW_TOKEN_NAME = 'site-preview'

/**
 * What changes a page of the site. Strapi webhooks cannot be limited to some content types, so creating a
 * submission (contact message, job application) also calls the site; its body names the `uid`, and the site answers
 * it without dropping anything (no page shows submissions). `entry.draft-discard` is left out: dropping a draft changes nothing that is published.
 */
export const WEBHOOK_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
]

export function siteUrl(): string {
  return cmsEnv().siteUrl
}

/**
 * The origins allowed to call the CMS across origins with credentials: the admin's own public origin (`PUBLIC_URL`),
 * plus those an operator lists in `CORS_ORIGINS` (comma-separated). Unset, none: the admin served by the CMS itself is
 * same-origin and needs no CORS. Not the site's origin: the site's browser code never calls the CMS (it
 * reads through its server; media load by <img> and <video>, which need no CORS), and credentialed CORS there would
 * let any script that ever ran on the site read an editor's admin token. Entries that are not URLs are dropped, never
 * widened to `*`.
 */
export function corsOrigins(configured: string, publicUrl: string): string[] {
  const wanted = [publicUrl, ...configured.split(',')]
  const origins = new Set<string>()
  for (const entry of wanted) {
    try {
      const { origin } = new URL(entry.trim())
      if (origin !== 'null') origins.add(origin)
    } catch {
      // Not a URL (or empty): not an origin.
    }
  }
  return [...origins]
}

/**
 * Where publishing is announced: every site instance's revalidate endpoint. `SITE_REVALIDATE_URL` holds one URL, or
 * several separated by commas when the site runs as several instances, each with its own memory caches (decision 020);
 * unset, the one site at `SITE_URL`.
 */
export function siteRevalidateUrls(): string[] {
  const configured = cmsEnv().siteRevalidateUrls
  return configured.length > 0 ? [...new Set(configured)] : [`${siteUrl()}/api/revalidate`]
}

/** The webhook of the n-th site URL: `site-revalidate`, then `site-revalidate-2`, `site-revalidate-3`… */
export function siteWebhookName(index: number): string {
  return index === 0 ? WEBHOOK_NAME : `${WEBHOOK_NAME}-${index + 1}`
}

const isSiteWebhook = (name: string) => name === WEBHOOK_NAME || /^site-revalidate-\d+$/.test(name)

/**
 * One webhook per site URL, created or brought up to date on every boot (so a changed SITE_REVALIDATE_URL or secret
 * takes effect; webhooks of URLs no longer listed are removed), and handed to the running webhook runner at once:
 * Strapi's webhooks provider loads the stored webhooks into the runner before the app's bootstrap runs, so a webhook
 * created here would otherwise only fire after the next start.
 *
 * Publishing never waits on them and never fails because of them: the runner queues each event and sends it to each
 * webhook in the background (10 s timeout). A site instance that is down or answers an error only misses that cache
 * flush; Strapi neither retries nor logs it (the admin's webhook page has a "Trigger" button to check the link).
 * The store is written directly rather than through the admin API, whose validator refuses URLs on this machine
 * (127.0.0.1, the site's address in development and tests) when NODE_ENV is production.
 */
type Webhook = Modules.WebhookStore.Webhook
/** Strapi's webhook store, whose published type asks an id of a webhook it is about to create (the store makes it). */
type WebhookStore = Omit<Modules.WebhookStore.WebhookStore, 'createWebhook'> & {
  createWebhook(data: Omit<Webhook, 'id'>): Promise<Webhook>
}

export async function ensureSiteWebhook(strapi: Core.Strapi) {
  const store: WebhookStore = strapi.get('webhookStore')
  const runner: Modules.WebhookRunner.WebhookRunner = strapi.get('webhookRunner')
  const remove = async (hook: Webhook) => {
    await store.deleteWebhook(hook.id)
    runner.remove(hook)
  }
  const ours = (await store.findWebhooks()).filter((hook) => isSiteWebhook(hook.name))
  const secret = cmsEnv().revalidateSecret
  if (!secret) {
    // Without the secret the site refuses every call: no webhook rather than one that always fails.
    for (const hook of ours) await remove(hook)
    strapi.log.warn(`REVALIDATE_SECRET is not set: no ${WEBHOOK_NAME} webhook, publishing will not refresh the site`)
    return []
  }
  const urls = siteRevalidateUrls()
  for (const url of urls) {
    try {
      new URL(url)
    } catch {
      strapi.log.warn(
        `SITE_REVALIDATE_URL (or SITE_URL) holds something that is not a URL: the webhook to it will fail`,
      )
    }
  }
  // media.* are registered by the upload plugin, whose bootstrap runs before this one; say so if that ever changes.
  const allowed = new Set(Array.from(store.allowedEvents.values()))
  const missing = WEBHOOK_EVENTS.filter((event) => !allowed.has(event))
  if (missing.length) strapi.log.warn(`Webhook events unknown to this Strapi, left out: ${missing.join(', ')}`)
  const names = urls.map((_, index) => siteWebhookName(index))
  // Webhooks of URLs no longer configured go; so does a second copy of one (two boots racing on a new database).
  const kept = new Map<string, Webhook>()
  for (const hook of ours) {
    if (!names.includes(hook.name) || kept.has(hook.name)) await remove(hook)
    else kept.set(hook.name, hook)
  }
  const hooks: Webhook[] = []
  for (const [index, url] of urls.entries()) {
    const data = {
      name: names[index],
      url,
      headers: { 'X-Revalidate-Secret': secret },
      events: WEBHOOK_EVENTS.filter((event) => allowed.has(event)),
      isEnabled: true,
    }
    const existing = kept.get(data.name)
    if (existing) {
      const updated = await store.updateWebhook(existing.id, { ...data, id: existing.id })
      // update = remove by id + add: the copy the webhooks provider loaded at startup is replaced, never doubled.
      if (updated) {
        runner.update(updated)
        hooks.push(updated)
      }
    } else {
      const created = await store.createWebhook(data)
      runner.add(created)
      hooks.push(created)
    }
  }
  return hooks
}

/**
 * The API token the site reads drafts with (`Authorization: Bearer $CMS_PREVIEW_TOKEN`, `?status=draft`). Strapi
 * makes token secrets itself and has no way to create a token with a given one, so the token is created once and its
 * stored secret replaced: `accessKey` (the HMAC-SHA512 of the secret with API_TOKEN_SALT, which authentication looks
 * up) and `encryptedKey` (the secret encrypted with ENCRYPTION_KEY, which the admin panel shows). Both are rewritten
 * on every boot where they no longer match, so a changed secret, salt or encryption key takes effect at the next
 * start, and a "Regenerate" in the panel is undone.
 *
 * Type `custom` with only find/findOne of the public types, not `read-only`: a read-only token may call every read
 * route, including /api/users and /api/upload/files. Submissions have no content-API routes at all.
 */
export async function ensurePreviewToken(strapi: Core.Strapi, permissions: readonly string[]) {
  const tokens = strapi.service('admin::api-token-content-api')
  const secret = cmsEnv().cmsPreviewToken
  let token = await tokens.getByName(PREVIEW_TOKEN_NAME)
  if (!secret) {
    // A token whose secret nobody is configured with any more would stay a valid credential: revoke it.
    if (token) await tokens.revoke(token.id)
    strapi.log.warn(`CMS_PREVIEW_TOKEN is not set: no ${PREVIEW_TOKEN_NAME} token, the site cannot show drafts`)
    return null
  }
  if (secret.length < 64) {
    strapi.log.warn(`CMS_PREVIEW_TOKEN is ${secret.length} characters long; use 64 or more (openssl rand -hex 48)`)
  }
  if (!token) {
    token = await tokens.create({
      name: PREVIEW_TOKEN_NAME,
      description: 'The site reads drafts with it in preview mode (CMS_PREVIEW_TOKEN). Managed on boot.',
      type: 'custom',
      lifespan: null,
      permissions: [...permissions],
    })
  } else {
    // Put back what an admin may have changed in the panel (type, permissions), and never let it expire.
    const current = [...(token.permissions ?? [])].sort().join()
    if (token.type !== 'custom' || current !== [...permissions].sort().join()) {
      await tokens.update(token.id, { type: 'custom', permissions: [...permissions] })
    }
  }
  const query = strapi.db.query('admin::api-token')
  const stored = await query.findOne({
    where: { id: token.id },
    select: ['id', 'accessKey', 'encryptedKey', 'expiresAt'],
  })
  const encryption = strapi.service('admin::encryption')
  const accessKey = tokens.hash(secret)
  const encryptedMatches = (() => {
    try {
      return stored?.encryptedKey ? encryption.decrypt(stored.encryptedKey) === secret : false
    } catch {
      return false
    }
  })()
  if (stored?.accessKey !== accessKey || !encryptedMatches || stored?.expiresAt) {
    await query.update({
      where: { id: token.id },
      data: { accessKey, encryptedKey: encryption.encrypt(secret), lifespan: null, expiresAt: null },
    })
  }
  return token
}

/**
 * The site's page of each previewable type, per locale (its path before the slug; also where a renamed document's
 * earlier slugs lived, src/redirects.ts). Other types (logos, categories, files) have no page.
 */
export const PATHS = {
  'api::project.project': { en: '/projects/', 'nb-NO': '/projekter/' },
  'api::blog.blog': { en: '/blogs/', 'nb-NO': '/blog/' },
  'api::job-opening.job-opening': { en: '/careers/', 'nb-NO': '/karrierer/' },
} as const

/** The home page of each locale. */
const HOME_PATHS: Readonly<Record<string, string>> = { en: '/', 'nb-NO': '/no' }

function hasPage(uid: string): uid is keyof typeof PATHS {
  return Object.hasOwn(PATHS, uid)
}

/** The site path of a document in a locale and status (its slug there), or null for types without a page. */
export async function previewPath(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  locale: string,
  status: 'draft' | 'published',
) {
  if (uid === 'api::legal-page.legal-page' && documentId) {
    // Legal pages have one English address each, named by their `page` field.
    const page = await strapi.documents(uid).findOne({ documentId, status, fields: ['page'] })
    return page?.page ? `/${page.page}` : null
  }
  if (uid === 'api::careers-page.careers-page')
    return locale === 'nb-NO' ? '/karrierer' : locale === 'en' ? '/careers' : null
  if (uid === 'api::services-page.services-page')
    return locale === 'nb-NO' ? '/servicer' : locale === 'en' ? '/services' : null
  if (uid === 'api::about-page.about-page') return locale === 'nb-NO' ? '/om-oss' : locale === 'en' ? '/about' : null
  if (uid === 'api::home.home' || uid === 'api::testimonial.testimonial' || uid === 'api::site-setting.site-setting') {
    // The home page and its testimonials, and the settings shown in every page's header and footer (and on the
    // contact page): previewed on the home page of their language.
    return HOME_PATHS[locale] ?? null
  }
  if (!hasPage(uid) || !documentId) return null
  const prefixes = PATHS[uid]
  const prefix = locale === 'en' ? prefixes.en : locale === 'nb-NO' ? prefixes['nb-NO'] : null
  if (!prefix) return null
  const document = await strapi.documents(uid).findOne({ documentId, locale, status, fields: ['slug'] })
  return document?.slug ? `${prefix}${encodeURIComponent(document.slug)}` : null
}

/**
 * The one document a preview link opens the drafts of (decision 103): its type by its REST route's name (a collection's
 * plural, a single type's singular, as the site reads them), its id, and its locale when the type has languages.
 */
function previewDocument(strapi: Core.Strapi, uid: string, documentId: string, locale: string | undefined) {
  if (!isContentType(strapi, uid)) return undefined
  const { kind, info } = strapi.contentType(uid)
  const type = kind === 'singleType' ? info.singularName : info.pluralName
  return { type, documentId, locale: isTranslated(strapi, uid) ? locale || 'en' : null }
}

/**
 * The admin's preview button (config/admin.ts `preview.config.handler`): the site's /api/preview with a token signed
 * for this one path and status, valid for minutes (lib/preview-token.ts); the site checks it, turns preview mode on
 * (or off, for the published version) and redirects to the path. PREVIEW_SECRET itself never leaves the servers.
 * null (no preview) for types without a page, for a document with no slug yet, and when PREVIEW_SECRET is not set.
 */
export async function previewUrl(
  strapi: Core.Strapi,
  uid: string,
  { documentId, locale, status }: { documentId: string; locale?: string; status?: string },
) {
  const secret = cmsEnv().previewSecret
  if (!secret) return null
  // Strapi sends 'draft' or 'published' (draft when it does not say); anything else is read as a draft.
  const wanted = status === 'published' ? 'published' : 'draft'
  const path = await previewPath(strapi, uid, documentId, locale || 'en', wanted)
  if (!path) return null
  const params = new URLSearchParams({
    token: signPreviewLink(secret, {
      path,
      status: wanted,
      document: previewDocument(strapi, uid, documentId, locale),
    }),
  })
  return `${siteUrl()}/api/preview?${params}`
}
