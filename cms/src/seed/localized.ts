import type { Core, UID } from '@strapi/strapi'
import type { Lang } from './content'

/** Creates a published document in English and its Norwegian localization (the same documentId). */
export async function createLocalized(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  data: Record<Lang, Record<string, unknown>>,
): Promise<string> {
  const documents = strapi.documents(uid)
  const created = await documents.create({ data: data.en, locale: 'en', status: 'published' })
  await documents.update({ documentId: created.documentId, locale: 'nb-NO', data: data['nb-NO'], status: 'published' })
  return created.documentId
}
