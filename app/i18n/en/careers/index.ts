import type { BaseTranslation } from '../../i18n-types'

const en_careers = {
  stripLabel: 'Life at the studio',
  stripHint: 'Drag, scroll or use the arrow keys to see more.',
  stripAlt: 'A moment in the studio, drawn in our colours ({index} of 5)',
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
