/**
 * A preview link (`GET /content-manager/preview/url/:contentType`) only for an admin whose role may read that document
 * (attached to the route in src/extensions/content-manager/strapi-server.ts). Strapi checks no more than a signed-in
 * admin there ("TODO: Permissions to preview content" in its controller), and the link opens drafts on the site.
 */
import type { Core, UID } from '@strapi/strapi'

const READ = 'plugin::content-manager.explorer.read'

/**
 * What the policy reads of its context (a copy of Koa's context's own fields, so the query is the request's): the
 * route's content type, the request's query, the admin's abilities.
 */
type PolicyContext = {
  params?: Record<string, unknown>
  request?: { query?: Record<string, unknown> }
  state?: { userAbility?: unknown }
}

/** The content manager's permission checker for one type, as its own controllers use it. */
type Checker = { can: (action: string, entity?: unknown) => boolean; requiresEntity: (action: string) => boolean }

function isChecker(value: unknown): value is Checker {
  return (
    typeof value === 'object' &&
    value !== null &&
    'can' in value &&
    typeof value.can === 'function' &&
    'requiresEntity' in value &&
    typeof value.requiresEntity === 'function'
  )
}

function isContentType(strapi: Core.Strapi, uid: string): uid is UID.ContentType {
  return Object.hasOwn(strapi.contentTypes, uid)
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

/** Whether the signed-in admin may read the document the preview link is asked for. */
async function mayPreview(strapi: Core.Strapi, context: PolicyContext): Promise<boolean> {
  const uid = text(context.params?.contentType)
  const ability = context.state?.userAbility
  if (!uid || !ability || !isContentType(strapi, uid)) return false
  const service: { create?: (options: { userAbility: unknown; model: string }) => unknown } = strapi
    .plugin('content-manager')
    .service('permission-checker')
  const checker = service.create?.({ userAbility: ability, model: uid })
  if (!isChecker(checker) || !checker.can(READ)) return false
  // A read allowed on conditions (an Author reads only what they made) is judged on the document itself.
  if (!checker.requiresEntity(READ)) return true
  const query = context.request?.query
  const documentId = text(query?.documentId)
  const locale = text(query?.locale)
  const status = query?.status === 'published' ? 'published' : 'draft'
  const documents = strapi.documents(uid)
  const document = documentId
    ? await documents.findOne({ documentId, locale, status })
    : await documents.findFirst({ locale, status })
  return document ? checker.can(READ, document) : false
}

export default (context: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  mayPreview(strapi, context)
