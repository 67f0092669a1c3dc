import type { BaseTranslation } from '../../i18n-types'

const en_about = {
  statsLabel: 'In numbers',
  valuesLabel: 'What drives us',
  factsLabel: 'Fun facts',
  storyLabel: 'Our story',
  teamAlt: 'The team together at the long studio table, drawn in our colours',
  factsHint: 'Drag the facts into the order you like best, or use the handle with Space and the arrow keys.',
  factHandle: 'Move fact {index}: {text}',
  announcements: {
    pickedUp: 'Picked up fact {position}.',
    movedOver: 'Fact moved to position {position}.',
    dropped: 'Fact dropped at position {position}.',
    cancelled: 'Moving cancelled. The fact is back at position {position}.',
  },
  nowLabel: 'Now',
  thenLabel: '2020',
  nowAlt: 'Our studio today: two desks with screens, a plant, and pictures of the fjord and the sun on the wall',
  thenAlt: 'Where we started in 2020: two people, two laptops and a lamp in one small room at night',
  ctaLink: 'Open Roles',
} satisfies BaseTranslation

export default en_about
