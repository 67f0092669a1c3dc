/**
 * The admin routes on a person's data (src/personal-data-admin.ts) only for an admin who may read and delete every
 * submission type without limits: the Leads role and a Super Admin (src/lib/personal-data-access.ts). An export shows
 * every field of every entry for an address and an erasure deletes them all, so a grant the content manager narrows
 * (to entries the admin created, to some fields) does not count: the panel would hide those entries or fields from
 * them. Judged on the admin's abilities before the body is looked at.
 */
import type { Core } from '@strapi/strapi'
import { BOOKKEEPING_FIELDS } from '../lib/personal-data'
import { PERSONAL_DATA_ACTIONS, SUBMISSION_TYPES } from '../lib/personal-data-access'

const READ = 'plugin::content-manager.explorer.read'
/** Strapi's own fields on every entry (ids, dates, authors, publication, language): never part of a field grant. */
const STRAPI_FIELDS = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
])

/** CASL's ability as Strapi builds it for a signed-in admin: its rules for an action on a content type. */
type Ability = { rulesFor: (action: string, subject: string) => unknown[] }

function isAbility(value: unknown): value is Ability {
  return typeof value === 'object' && value !== null && 'rulesFor' in value && typeof value.rulesFor === 'function'
}

const field = (rule: unknown, name: string): unknown =>
  typeof rule === 'object' && rule !== null ? Reflect.get(rule, name) : undefined

/** A rule that allows the action on every entry, and, if it names fields, on each of `fields`. */
function unlimited(rule: unknown, fields: string[]): boolean {
  if (field(rule, 'inverted') === true || field(rule, 'conditions') !== undefined) return false
  const named = field(rule, 'fields')
  if (named === undefined) return true
  const list = typeof named === 'string' ? [named] : Array.isArray(named) ? named : []
  return fields.every((name) => list.includes(name))
}

export default (
  context: { state?: { userAbility?: unknown } },
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
) => {
  const ability = context.state?.userAbility
  if (!isAbility(ability)) return false
  return SUBMISSION_TYPES.every((uid) => {
    // Every field a person sent (what the export holds); the bookkeeping is the CMS's, and hidden from Leads.
    const sent = Object.keys(strapi.getModel(uid).attributes).filter(
      (name) => !STRAPI_FIELDS.has(name) && !BOOKKEEPING_FIELDS.has(name),
    )
    return PERSONAL_DATA_ACTIONS.every((action) =>
      ability.rulesFor(action, uid).some((rule) => unlimited(rule, action === READ ? sent : [])),
    )
  })
}
