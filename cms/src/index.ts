import type { Server } from 'node:http'
import path from 'node:path'
import type { Core, UID } from '@strapi/strapi'
import { ensureAdminLanguages, registerAdminLanguage } from './admin-language'
import { ensureEditingRoles, ensureLeadsRole } from './admin-roles'
import { backfillArticleDates, registerArticleDates } from './article-dates'
import { registerBrandLogoRules } from './brand-logos'
import { applyEditorLabels } from './editor-labels/apply'
import { registerInvitations } from './invitations'
import { cmsEnv } from './lib/env'
import { serveMetrics } from './lib/metrics'
import { filesToRemoveWith } from './lib/personal-data'
import { ensurePrivateDir, withFreshLinks } from './lib/private-files'
import { registerPersonalDataRoutes } from './personal-data-admin'
import { registerRedirectRules } from './redirects'
import { seed } from './seed'
import { seedCareersPage } from './seed/careers-page'
import { seedHomeContent } from './seed/home'
import { seedLegalPages } from './seed/legal'
import { seedNextProjects } from './seed/next-project'
import { seedServicesAndAbout } from './seed/pages'
import { seedSiteSettings } from './seed/site-settings'
import { ensurePreviewToken, ensureSiteWebhook } from './site-link'

/** A thrown value as a log line: its stack where it has one. */
function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error)
}

const PUBLIC_READ: UID.ContentType[] = [
  'api::blog.blog',
  'api::blog-category.blog-category',
  'api::project.project',
  'api::category.category',
  'api::job-opening.job-opening',
  'api::origin3-logo.origin3-logo',
  'api::creative-file.creative-file',
  'api::file-category.file-category',
  'api::legal-page.legal-page',
  'api::home.home',
  'api::testimonial.testimonial',
  'api::site-setting.site-setting',
  'api::careers-page.careers-page',
  'api::services-page.services-page',
  'api::about-page.about-page',
]

async function ensureLocale(strapi: Core.Strapi, code: string, name: string) {
  const locales = strapi.plugin('i18n').service('locales')
  const existing = await locales.findByCode(code)
  if (!existing) await locales.create({ code, name })
}

/** The read actions a type has: a single type has no `findOne`, and a permission naming one would be refused. */
function readActions(strapi: Core.Strapi, uid: UID.ContentType): string[] {
  return strapi.contentType(uid).kind === 'singleType' ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`]
}

/** Anonymous visitors may read the public types, nothing else; submissions are written by the site's token. */
async function ensurePublicPermissions(strapi: Core.Strapi) {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } })
  if (!role) return
  const permissions = strapi.db.query('plugin::users-permissions.permission')
  for (const uid of PUBLIC_READ) {
    for (const name of readActions(strapi, uid)) {
      const existing = await permissions.findOne({ where: { action: name, role: role.id } })
      if (!existing) await permissions.create({ data: { action: name, role: role.id } })
    }
  }
}

/**
 * Nobody signs up through the public API: the site has no accounts (product.md section 6). Done once, on the first boot, so
 * an admin who later opens registration on purpose keeps that choice.
 */
async function closeRegistration(strapi: Core.Strapi) {
  const store = strapi.store({ type: 'plugin', name: 'users-permissions' })
  const done = strapi.store({ type: 'core', name: 'origin' })
  if (await done.get({ key: 'registration-closed' })) return
  const advanced = (await store.get({ key: 'advanced' })) ?? {}
  await store.set({ key: 'advanced', value: { ...advanced, allow_register: false } })
  await done.set({ key: 'registration-closed', value: true })
}

/**
 * Strapi 5 checks `unique` attributes in code only, so two concurrent inserts can both pass. The idempotency keys of
 * submissions get a real unique index (NULLs, i.e. submissions without a key, stay allowed in SQLite and PostgreSQL).
 */
async function ensureIdempotencyIndexes(strapi: Core.Strapi) {
  const knex = strapi.db.connection
  for (const uid of ['api::contact-message.contact-message', 'api::job-application.job-application'] as const) {
    const { tableName, attributes } = strapi.db.metadata.get(uid)
    const attribute = attributes.idempotencyKey
    // A scalar attribute may be mapped to a column of another name; relations have none.
    const column =
      attribute && 'columnName' in attribute && attribute.columnName ? attribute.columnName : 'idempotency_key'
    const index = `${tableName}_idempotency_key_uq`
    try {
      await knex.raw(`CREATE UNIQUE INDEX IF NOT EXISTS ?? ON ?? (??)`, [index, tableName, column])
    } catch (error) {
      strapi.log.warn(`Could not create ${index} (duplicate keys stored earlier?): ${describeError(error)}`)
    }
  }
}

/** A first admin from ADMIN_EMAIL / ADMIN_PASSWORD, so /admin works on a fresh checkout. */
async function ensureAdmin(strapi: Core.Strapi) {
  const { adminEmail: email, adminPassword: password } = cmsEnv()
  if (!email || !password) return
  const users = await strapi.db.query('admin::user').count()
  if (users > 0) return
  const superAdmin = await strapi.service('admin::role').getSuperAdmin()
  if (!superAdmin) return
  await strapi.service('admin::user').create({
    email,
    firstname: 'Origin',
    lastname: 'Admin',
    password,
    isActive: true,
    registrationToken: null,
    roles: [superAdmin.id],
  })
  strapi.log.info(`Created the admin user ${email}`)
}

/**
 * The webhook and the preview token only serve the site's freshness and preview: if setting one up fails, say so
 * loudly and start anyway, so editors can still work (and publish) instead of facing a CMS that does not start.
 */
async function siteLink(strapi: Core.Strapi, what: string, ensure: () => Promise<unknown>) {
  try {
    await ensure()
  } catch (error) {
    strapi.log.error(`Could not set up ${what}: ${describeError(error)}`)
  }
}

/** The metrics listener, when METRICS_PORT is set (src/lib/metrics.ts). */
let metrics: Server | null = null

export default {
  destroy() {
    metrics?.close()
    metrics = null
  },
  register({ strapi }: { strapi: Core.Strapi }) {
    // Renamed documents keep their earlier slugs; redirects that leave the site, chain or loop are refused (037).
    registerRedirectRules(strapi)
    // Every article has a date of its own, which orders the journal (publishedAt changes at every publish).
    registerArticleDates(strapi)
    // A brand logo is an SVG, or the site's logo.svg download would answer 404.
    registerBrandLogoRules(strapi)
    // A person's data counted, exported and erased from the admin panel by whoever answers messages (Leads).
    registerPersonalDataRoutes(strapi)
    // An invited admin user gets the link by e-mail where the CMS sends mail.
    registerInvitations(strapi)
    // Every admin user has an interface language: an invited one takes the inviter's, else English.
    registerAdminLanguage(strapi)
    // CV links expire (LINK_MINUTES): every read of an application through the document service (the admin panel's
    // list and entry views) carries links made now, so an admin who opens an application can download its files.
    const reads = new Set(['findOne', 'findFirst', 'findMany'])
    strapi.documents.use(async (context, next) => {
      const result = await next()
      if (context.uid !== 'api::job-application.job-application' || !reads.has(context.action)) return result
      const base = strapi.config.get('server.url', '')
      return Array.isArray(result) ? result.map((entry) => withFreshLinks(entry, base)) : withFreshLinks(result, base)
    })
    // An application deleted in the admin panel (one or in bulk: both delete through here) takes its CV and letter
    // along; otherwise they would stay on disk until the retention job finds them orphaned.
    strapi.documents.use(async (context, next) => {
      if (context.uid !== 'api::job-application.job-application' || context.action !== 'delete') return next()
      const removeFiles = await filesToRemoveWith(strapi, { documentId: context.params.documentId })
      const result = await next()
      await removeFiles()
      return result
    })
  },
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensurePrivateDir()
    // A one-off command on the data (cms/scripts/data.sh) needs only the database: the running server owns the rest.
    if (cmsEnv().oneOffTask) return
    // First: the metrics answer while the rest starts (a seed takes minutes). A port another instance holds is an
    // error in the log, not a CMS that does not start.
    const { metricsPort, backupDir } = cmsEnv()
    if (metricsPort !== null) {
      metrics = serveMetrics(metricsPort, path.resolve(strapi.dirs.app.root, backupDir), (error) =>
        strapi.log.error(`Metrics could not listen on 127.0.0.1:${metricsPort}: ${error.message}`),
      )
    }
    await ensureLocale(strapi, 'en', 'English (en)')
    await ensureLocale(strapi, 'nb-NO', 'Norwegian Bokmål (nb-NO)')
    await ensurePublicPermissions(strapi)
    await closeRegistration(strapi)
    await ensureIdempotencyIndexes(strapi)
    await backfillArticleDates(strapi)
    await ensureAdmin(strapi)
    await ensureAdminLanguages(strapi)
    await ensureLeadsRole(strapi)
    await ensureEditingRoles(strapi)
    // Every field under a label and a description editors understand, in the order its page reads (decision 070).
    await applyEditorLabels(strapi)
    await siteLink(strapi, 'the site-revalidate webhook', () => ensureSiteWebhook(strapi))
    await siteLink(strapi, 'the site-preview token', () =>
      ensurePreviewToken(
        strapi,
        PUBLIC_READ.flatMap((uid) => readActions(strapi, uid)),
      ),
    )
    const blogs = await strapi.db.query('api::blog.blog').count()
    if (blogs === 0 && cmsEnv().seed) {
      try {
        await seed(strapi)
      } catch (error) {
        // Strapi shuts down on a bootstrap error without saying why: say it, then fail the start.
        strapi.log.error(`Seeding failed: ${describeError(error)}`)
        throw error
      }
    }
    // Types added after a database was first seeded get their content when they are still empty.
    if (cmsEnv().seed) {
      await seedLegalPages(strapi)
      await seedHomeContent(strapi)
      await seedSiteSettings(strapi)
      await seedCareersPage(strapi)
      await seedServicesAndAbout(strapi)
      await seedNextProjects(strapi)
    }
  },
}
