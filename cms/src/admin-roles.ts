/**
 * The admin's roles as the agency gets them (decision 051).
 *
 * Editors and Authors work in both languages. Strapi makes its default Editor and Author roles without any language
 * on their permissions for translated content, which reads as "no language": an Editor saw an empty journal and was
 * refused the home page until a Super Admin ticked the languages in Settings → Roles. Every permission of theirs on a
 * translated type that names no languages at all gets every language the CMS has; one that names some (an admin's
 * choice) is left as it is.
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

/** Strapi's default roles for people who edit content. */
const EDITING_ROLES = ['strapi-editor', 'strapi-author']

export function isContentType(strapi: Core.Strapi, uid: string): uid is UID.ContentType {
  return Object.hasOwn(strapi.contentTypes, uid)
}

export function isTranslated(strapi: Core.Strapi, uid: string): boolean {
  if (!isContentType(strapi, uid)) return false
  const options: unknown = strapi.contentType(uid).pluginOptions
  const i18n: unknown = typeof options === 'object' && options !== null ? Reflect.get(options, 'i18n') : undefined
  return typeof i18n === 'object' && i18n !== null && Reflect.get(i18n, 'localized') === true
}

export async function giveEditorsEveryLanguage(strapi: Core.Strapi): Promise<void> {
  const locales: { code: string }[] = await strapi.plugin('i18n').service('locales').find()
  const codes = locales.map((locale) => locale.code)
  const permissions = strapi.db.query('admin::permission')
  const unset = (
    await permissions.findMany({
      select: ['id', 'subject', 'properties'],
      where: { action: { $startsWith: 'plugin::content-manager.explorer.' }, role: { code: { $in: EDITING_ROLES } } },
    })
  ).filter((permission) => {
    const properties: unknown = permission.properties
    const named = typeof properties === 'object' && properties !== null && 'locales' in properties
    return !named && typeof permission.subject === 'string' && isTranslated(strapi, permission.subject)
  })
  for (const permission of unset) {
    await permissions.update({
      where: { id: permission.id },
      data: { properties: { ...(permission.properties ?? {}), locales: codes } },
    })
  }
  if (unset.length > 0)
    strapi.log.info(`Editor and Author may now work in ${codes.join(', ')} (${unset.length} permissions)`)
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
