import type { Core } from '@strapi/strapi'
import { seedSingleType } from './single-type'

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

/** The careers page's words as they were when they were code, when the CMS has none. */
export function seedCareersPage(strapi: Core.Strapi) {
  return seedSingleType(strapi, 'api::careers-page.careers-page', 'careers page', data(english), data(norwegian))
}
