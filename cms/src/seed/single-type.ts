import type { Core, Modules, UID } from '@strapi/strapi'

/**
 * A localized single type's words as they were when they were code: the English document and its
 * Norwegian localization, both published, when the CMS has none (a fresh database, or one seeded before the type).
 */
export async function seedSingleType<T extends UID.ContentType>(
  strapi: Core.Strapi,
  uid: T,
  name: string,
  english: Modules.Documents.Params.Data.Input<T>,
  norwegian: Modules.Documents.Params.Data.Input<T>,
) {
  if ((await strapi.db.query(uid).count()) > 0) return
  const documents = strapi.documents(uid)
  const created = await documents.create({ locale: 'en', status: 'published', data: english })
  await documents.update({ documentId: created.documentId, locale: 'nb-NO', status: 'published', data: norwegian })
  strapi.log.info(`Seeded the ${name} (English and Norwegian)`)
}
