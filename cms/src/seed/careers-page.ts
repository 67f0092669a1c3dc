import type { Core } from '@strapi/strapi'

const english = {
  lead: 'We are designers, developers and marketers in Stavanger and Pristina who love making brands stand out. Come and build with us.',
  tags: ['Flexible hours', 'Two studios', 'Learning budget', 'Real impact', 'Friendly team', 'Hybrid work'],
  dreamsTitle: 'Where Dreams Get Real, Not Delulu!',
  dreamsText:
    'Big ideas are welcome here, and so is the work of making them real. You will get trust, time to learn and a team that has your back.',
  rolesTitle: 'OPEN ROLES',
}

const norwegian = {
  lead: 'Vi er designere, utviklere og markedsførere i Stavanger og Pristina som elsker å få merkevarer til å skille seg ut. Bli med og bygg sammen med oss.',
  tags: [
    'Fleksible arbeidstider',
    'To studioer',
    'Budsjett for læring',
    'Ekte påvirkning',
    'Hyggelig team',
    'Hybrid arbeid',
  ],
  dreamsTitle: 'Der drømmer blir virkelige, ikke bare dagdrømmer!',
  dreamsText:
    'Store idéer er velkomne her, og det samme er arbeidet med å gjøre dem virkelige. Du får tillit, tid til å lære og et team som støtter deg.',
  rolesTitle: 'LEDIGE STILLINGER',
}

const data = (copy: typeof english) => ({ ...copy, tags: copy.tags.map((label) => ({ label })) })

/**
 * The careers page's words as they were when they were code (issue 30), both languages, published, when the CMS has
 * none: on a fresh database and on one seeded before.
 */
export async function seedCareersPage(strapi: Core.Strapi) {
  const uid = 'api::careers-page.careers-page'
  if ((await strapi.db.query(uid).count()) > 0) return
  const documents = strapi.documents(uid)
  const created = await documents.create({ locale: 'en', status: 'published', data: data(english) })
  await documents.update({
    documentId: created.documentId,
    locale: 'nb-NO',
    status: 'published',
    data: data(norwegian),
  })
  strapi.log.info('Seeded the careers page (English and Norwegian)')
}
