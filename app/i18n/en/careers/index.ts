import type { BaseTranslation } from '../../i18n-types'

const en_careers = {
  lead: 'We are designers, developers and marketers in Stavanger and Pristina who love making brands stand out. Come and build with us.',
  stripLabel: 'Life at the studio',
  stripHint: 'Drag, scroll or use the arrow keys to see more.',
  stripAlt: 'A moment in the studio, drawn in our colours ({index} of 5)',
  tags: {
    a: 'Flexible hours',
    b: 'Two studios',
    c: 'Learning budget',
    d: 'Real impact',
    e: 'Friendly team',
    f: 'Hybrid work',
  },
  dreamsTitle: 'Where Dreams Get Real, Not Delulu!',
  dreamsText:
    'Big ideas are welcome here, and so is the work of making them real. You will get trust, time to learn and a team that has your back.',
  aboutLink: 'About Us',
  openRoles: 'OPEN ROLES',
  noRoles: 'No open roles right now. Send us an open application at {email}.',
  noRolesWithoutEmail: 'No open roles right now.',
  applyNow: 'Apply Now',
  categories: { Development: 'Development', Marketing: 'Marketing', Design: 'Design' },
  descriptionTitle: 'About the role',
  toDescription: 'Read about the role first',
} satisfies BaseTranslation

export default en_careers
