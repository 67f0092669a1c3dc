import type { NamespaceCareersTranslation } from '../../i18n-types'

const no_careers = {
  lead: 'Vi er designere, utviklere og markedsførere i Stavanger og Pristina som elsker å få merkevarer til å skille seg ut. Bli med og bygg sammen med oss.',
  stripLabel: 'Livet i studioet',
  stripHint: 'Dra, bla eller bruk piltastene for å se mer.',
  stripAlt: 'Et øyeblikk fra studioet, tegnet i fargene våre ({index} av 5)',
  tags: {
    a: 'Fleksible arbeidstider',
    b: 'To studioer',
    c: 'Budsjett for læring',
    d: 'Ekte påvirkning',
    e: 'Hyggelig team',
    f: 'Hybrid arbeid',
  },
  dreamsTitle: 'Der drømmer blir virkelige, ikke bare dagdrømmer!',
  dreamsText:
    'Store idéer er velkomne her, og det samme er arbeidet med å gjøre dem virkelige. Du får tillit, tid til å lære og et team som støtter deg.',
  aboutLink: 'Om oss',
  openRoles: 'LEDIGE STILLINGER',
  noRoles: 'Ingen ledige stillinger akkurat nå. Send oss en åpen søknad på {email}.',
  noRolesWithoutEmail: 'Ingen ledige stillinger akkurat nå.',
  applyNow: 'Søk Nå',
  categories: { Development: 'Utvikling', Marketing: 'Markedsføring', Design: 'Design' },
  descriptionTitle: 'Om stillingen',
  toDescription: 'Les om stillingen først',
} satisfies NamespaceCareersTranslation

export default no_careers
