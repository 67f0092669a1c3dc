/**
 * The admin's roles as the agency gets them (decisions 051 and 097).
 *
 * Editors (every entry) and Authors (their own) create, edit, publish, unpublish and delete every type people edit,
 * in both languages. Strapi makes its default Editor and Author without any language on their permissions for
 * translated content, and at its next start drops the delete and publish ones, which have nothing else to them: an
 * Editor could edit the home page but never publish it. On every start each holds at least that day's work again; an
 * admin's grants beyond it stay, and neither holds a setting only a Super Admin changes.
 *
 * Who reads what visitors send. Contact messages and job applications (with their CVs) are personal data the site
 * writes and people only read and, on request, delete. Strapi's default Editor and Author roles could create, change,
 * delete and publish them, and every Editor read every CV. Here, on every start:
 *
 * - the role "Leads" exists, with exactly: read them (every field a person sent; not the CMS's own bookkeeping) and
 *   delete them. The agency gives it to whoever answers messages and applications (a user may hold several roles);
 * - no other role but the Super Admin has any permission on them, whatever was granted in the panel since: a grant
 *   made there lasts until the next start, which says in the log what it took back.
 */
import type { Core, UID } from '@strapi/strapi'
import { BOOKKEEPING_FIELDS } from './lib/personal-data'
import { SUBMISSION_TYPES } from './lib/personal-data-access'

export const LEADS_ROLE = { code: 'origin-leads', name: 'Leads' } as const

export { SUBMISSION_TYPES }

const READ = 'plugin::content-manager.explorer.read'
const DELETE = 'plugin::content-manager.explorer.delete'

function sentFields(strapi: Core.Strapi, uid: UID.ContentType): string[] {
  return Object.keys(strapi.contentType(uid).attributes).filter((name) => !BOOKKEEPING_FIELDS.has(name))
}

export function isContentType(strapi: Core.Strapi, uid: string): uid is UID.ContentType {
  return Object.hasOwn(strapi.contentTypes, uid)
}

export function isTranslated(strapi: Core.Strapi, uid: string): boolean {
  if (!isContentType(strapi, uid)) return false
  const options: unknown = strapi.contentType(uid).pluginOptions
  const i18n: unknown = typeof options === 'object' && options !== null ? Reflect.get(options, 'i18n') : undefined
  return typeof i18n === 'object' && i18n !== null && Reflect.get(i18n, 'localized') === true
}

/** The settings only a Super Admin changes: who may do what, who is told of changes, the content model, tokens. */
export const SUPER_ADMIN_ONLY = [
  'admin::roles.',
  'admin::users.',
  'admin::webhooks.',
  'admin::api-tokens.',
  'admin::transfer.tokens.',
  'plugin::content-type-builder.',
]

type Baseline = { action: string; subject: string; properties: Record<string, unknown>; conditions: string[] }

/** Empty is Strapi's own "no language yet" (its i18n plugin patches it too), not a choice anyone can make. */
function namesLanguages(properties: unknown): boolean {
  const locales: unknown =
    typeof properties === 'object' && properties !== null ? Reflect.get(properties, 'locales') : undefined
  return locales === null || (Array.isArray(locales) && locales.length > 0)
}

/**
 * What an Editor (every entry) and an Author (their own) may do on every type people edit: create, read, update,
 * delete, publish and unpublish (Strapi's one `publish` action) in every language. Strapi's own list for its
 * default Editor, less the submissions (Leads only) and the types the content manager does not show.
 */
function editingBaseline(strapi: Core.Strapi, codes: string[], conditions: string[]): Baseline[] {
  const actions = strapi
    .service('admin::permission')
    .actionProvider.values()
    .filter((action: { section: string }) => action.section === 'contentTypes')
  const hidden = Object.values(strapi.contentTypes)
    .filter((type) => Reflect.get(Reflect.get(type.pluginOptions ?? {}, 'content-manager') ?? {}, 'visible') === false)
    .map((type) => type.uid)
  const permissions: { action: string; subject: string; properties: { fields?: string[] } }[] = strapi
    .service('admin::content-type')
    .getPermissionsWithNestedFields(actions, {
      restrictedSubjects: ['plugin::users-permissions.user', ...hidden, ...SUBMISSION_TYPES],
    })
  return permissions.map(({ action, subject, properties }) => ({
    action,
    subject,
    properties: {
      ...(properties.fields ? { fields: properties.fields } : {}),
      ...(isTranslated(strapi, subject) ? { locales: codes } : {}),
    },
    conditions,
  }))
}

/**
 * On every start, Editor and Author hold at least their day's work (decision 097): a missing grant comes back, one
 * with no language gets every language; what an admin granted beyond it stays. Neither holds a Super Admin's settings.
 */
export async function ensureEditingRoles(strapi: Core.Strapi): Promise<void> {
  const locales: { code: string }[] = await strapi.plugin('i18n').service('locales').find()
  const codes = locales.map((locale) => locale.code)
  const roles = strapi.service('admin::role')
  const permissions = strapi.db.query('admin::permission')
  for (const [code, conditions] of [
    ['strapi-editor', []],
    ['strapi-author', ['admin::is-creator']],
  ] as const) {
    const role = await roles.findOne({ code })
    if (!role) continue
    const held = await permissions.findMany({
      select: ['id', 'action', 'subject', 'properties'],
      where: { role: { id: role.id } },
    })
    const missing: Baseline[] = []
    let languages = 0
    for (const wanted of editingBaseline(strapi, codes, [...conditions])) {
      const found = held.find(
        (permission) => permission.action === wanted.action && permission.subject === wanted.subject,
      )
      if (!found) missing.push(wanted)
      else if (isTranslated(strapi, wanted.subject) && !namesLanguages(found.properties)) {
        await permissions.update({
          where: { id: found.id },
          data: { properties: { ...(found.properties ?? {}), locales: codes } },
        })
        languages += 1
      }
    }
    if (missing.length > 0) await roles.addPermissions(role.id, missing)
    const settings = held.filter((permission) =>
      SUPER_ADMIN_ONLY.some((prefix) => String(permission.action).startsWith(prefix)),
    )
    if (settings.length > 0)
      await permissions.deleteMany({ where: { id: { $in: settings.map((permission) => permission.id) } } })
    if (missing.length + languages + settings.length > 0)
      strapi.log.info(
        `${role.name}: gave back ${missing.length} permissions, every language (${codes.join(', ')}) to ${languages}; took ${settings.length} settings only a Super Admin changes`,
      )
  }
}

export async function ensureLeadsRole(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role')
  const leads =
    (await roles.findOne({ code: LEADS_ROLE.code })) ??
    (await roles.create({
      ...LEADS_ROLE,
      description: 'Reads contact messages and job applications (with their CVs) and deletes them on request.',
    }))
  await roles.assignPermissions(
    leads.id,
    SUBMISSION_TYPES.flatMap((uid) => [
      { action: READ, subject: uid, properties: { fields: sentFields(strapi, uid) }, conditions: [] },
      { action: DELETE, subject: uid, properties: {}, conditions: [] },
    ]),
  )
  const superAdmin = await roles.getSuperAdmin()
  const kept = [leads.id, ...(superAdmin ? [superAdmin.id] : [])]
  const permissions = strapi.db.query('admin::permission')
  const others = await permissions.findMany({
    select: ['id', 'action', 'subject'],
    where: { subject: { $in: [...SUBMISSION_TYPES] }, role: { id: { $notIn: kept } } },
    populate: { role: { select: ['name'] } },
  })
  if (others.length === 0) return
  await permissions.deleteMany({ where: { id: { $in: others.map((permission) => permission.id) } } })
  const roleNames = [...new Set(others.map((permission) => permission.role?.name ?? 'a role'))]
  strapi.log.info(
    `Contact messages and job applications are for the ${LEADS_ROLE.name} role: took ${others.length} permissions on them from ${roleNames.join(', ')}`,
  )
}
