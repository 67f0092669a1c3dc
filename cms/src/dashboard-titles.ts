/**
 * The admin's home page lists the last edited and published entries by their title field. A single type (Home, the
 * About page, Site settings…) has none: its edit view is headed by the type's name (src/editor-labels/merge.ts), but
 * Strapi's list fell back to its document id ("cmpmsx…"). Here a single type's row is named as its menu names it, in
 * the admin language of whoever asks. Wired into the content manager's homepage service in
 * src/extensions/content-manager/strapi-server.ts.
 */
import type { Core } from '@strapi/strapi'
import { CONTENT_TYPES } from './editor-labels'

const NAMES = new Map(CONTENT_TYPES.map((labels) => [labels.uid, labels.name]))

type Recent = { kind?: unknown; contentTypeUid?: unknown; contentTypeDisplayName?: unknown; title?: unknown }

/** Each single type's row named by its type, in the admin's Norwegian (`no`) or English. */
export function singleTypesByName<D extends Recent>(documents: D[], language: unknown): D[] {
  return documents.map((document) => {
    if (document.kind !== 'singleType') return document
    const name = typeof document.contentTypeUid === 'string' ? NAMES.get(document.contentTypeUid) : undefined
    const title = name ? (language === 'no' ? name.no : name.en) : document.contentTypeDisplayName
    return { ...document, title }
  })
}

type Service = Record<string, unknown> & { queryLastDocuments?: unknown }
type ServiceFactory = (context: { strapi: Core.Strapi }) => Service

/** The signed-in admin's interface language, from the request Strapi is answering. */
function adminLanguage(strapi: Core.Strapi): unknown {
  const user: unknown = strapi.requestContext.get()?.state?.user
  return typeof user === 'object' && user !== null ? Reflect.get(user, 'preferedLanguage') : undefined
}

/** A plugin's service as Strapi registers it: a factory of the service object. */
function isServiceFactory(value: unknown): value is ServiceFactory {
  return typeof value === 'function'
}

/** The homepage service with its query's single types named (both widgets ask through `queryLastDocuments`). */
export function withSingleTypeNames(factory: unknown): unknown {
  if (!isServiceFactory(factory)) return factory
  return (context: { strapi: Core.Strapi }) => {
    const service = factory(context)
    const query = service.queryLastDocuments
    if (typeof query !== 'function') return service
    return {
      ...service,
      async queryLastDocuments(this: Service, ...args: unknown[]) {
        const documents: unknown = await query.apply(this, args)
        return Array.isArray(documents) ? singleTypesByName(documents, adminLanguage(context.strapi)) : documents
      },
    }
  }
}
