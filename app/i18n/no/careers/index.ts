import type { NamespaceCareersTranslation } from '../../i18n-types'

const no_careers = {
  stripLabel: 'Livet i studioet',
  stripHint: 'Dra, bla eller bruk piltastene for å se mer.',
  stripAlt: 'Et øyeblikk fra studioet, tegnet i fargene våre ({index} av 5)',
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
