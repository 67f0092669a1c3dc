import type { Core } from '@strapi/strapi'
import { legalTexts } from './legal-texts'

/**
 * The terms, privacy policy and cookie policy, published, when the CMS has none: on a fresh database with the rest of
 * the seed, and on one seeded before the texts moved into the CMS (decision 035), which would otherwise show no legal
 * pages at all.
 */
export async function seedLegalPages(strapi: Core.Strapi) {
  const uid = 'api::legal-page.legal-page'
  if ((await strapi.db.query(uid).count()) > 0) return
  for (const text of legalTexts) {
    await strapi.documents(uid).create({
      data: { ...text, sections: text.sections.map((section) => ({ ...section })) },
      status: 'published',
    })
  }
  strapi.log.info(`Seeded ${legalTexts.length} legal pages`)
}
