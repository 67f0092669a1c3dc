import {
  PLACEHOLDER_EMAIL,
  PLACEHOLDER_MAP_URLS,
  PLACEHOLDER_RESOURCES_FOLDER,
  PLACEHOLDER_SOCIAL,
} from '@origin/shared/launch-placeholders'
import type { Core } from '@strapi/strapi'

const offices = (kosovo: string, norway: string) => [
  {
    name: kosovo,
    city: 'Pristina',
    postcode: '10000',
    mapUrl: PLACEHOLDER_MAP_URLS[0],
  },
  {
    name: norway,
    city: 'Sandnes',
    postcode: '4307',
    mapUrl: PLACEHOLDER_MAP_URLS[1],
  },
]

/**
 * The agency's details as the site showed them when they were code (decision 036), in both languages, published, when
 * the CMS has none: on a fresh database, and on one seeded before they moved here, whose header and footer would
 * otherwise lose them. Where product.md gives no value (the e-mail address, the profiles, the resources' folder, the
 * offices' streets), the seed's stand-ins are placeholders the agency replaces before launch (decision 080).
 */
export async function seedSiteSettings(strapi: Core.Strapi) {
  const uid = 'api::site-setting.site-setting'
  if ((await strapi.db.query(uid).count()) > 0) return
  const documents = strapi.documents(uid)
  const shared = {
    email: PLACEHOLDER_EMAIL,
    social: PLACEHOLDER_SOCIAL.map((link) => ({ ...link })),
    resourcesFolderUrl: PLACEHOLDER_RESOURCES_FOLDER,
  }
  const created = await documents.create({
    locale: 'en',
    status: 'published',
    data: {
      ...shared,
      tagline: 'WE CREATE YOUR ORIGIN STORY',
      footerMarquee: 'CONTACT US',
      footerEmailLabel: 'Write to us',
      offices: offices('Kosovo', 'Norway'),
    },
  })
  await documents.update({
    documentId: created.documentId,
    locale: 'nb-NO',
    status: 'published',
    data: {
      ...shared,
      tagline: 'VI SKAPER DIN OPPRINNELSESHISTORIE',
      footerMarquee: 'KONTAKT OSS',
      footerEmailLabel: 'Skriv til oss',
      offices: offices('Kosovo', 'Norge'),
    },
  })
  strapi.log.info('Seeded the site settings (English and Norwegian)')
}
