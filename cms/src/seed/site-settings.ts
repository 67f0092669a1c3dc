import type { Core } from '@strapi/strapi'

const offices = (kosovo: string, norway: string) => [
  {
    name: kosovo,
    city: 'Pristina',
    postcode: '10000',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Pristina+10000+Kosovo',
  },
  {
    name: norway,
    city: 'Sandnes',
    postcode: '4307',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Sandnes+4307+Norway',
  },
]

const social = [
  { network: 'instagram', url: 'https://www.instagram.com/origin.agency' },
  { network: 'linkedin', url: 'https://www.linkedin.com/company/origin-agency' },
  { network: 'behance', url: 'https://www.behance.net/origin-agency' },
  { network: 'x', url: 'https://x.com/origin_agency' },
  { network: 'facebook', url: 'https://www.facebook.com/origin.agency' },
  { network: 'tiktok', url: 'https://www.tiktok.com/@origin.agency' },
] as const

/**
 * The agency's details as the site showed them when they were code (decision 036), in both languages, published, when
 * the CMS has none: on a fresh database, and on one seeded before they moved here, whose header and footer would
 * otherwise lose them.
 */
export async function seedSiteSettings(strapi: Core.Strapi) {
  const uid = 'api::site-setting.site-setting'
  if ((await strapi.db.query(uid).count()) > 0) return
  const documents = strapi.documents(uid)
  const shared = { email: 'hello@origin.example', social: social.map((link) => ({ ...link })) }
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
