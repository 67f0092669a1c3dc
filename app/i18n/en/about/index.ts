import type { BaseTranslation } from '../../i18n-types'

const en_about = {
  statsLabel: 'In numbers',
  valuesLabel: 'What drives us',
  factsLabel: 'Fun facts',
  storyLabel: 'Our story',
  teamAlt: 'Eight of the team, drawn as portraits in our colours',
  factsHint: 'Drag the facts into the order you like best, or use the handle with Space and the arrow keys.',
  factHandle: 'Move fact {index}: {text}',
  /** The handle's kind, said by screen readers after its name. */
  factRole: 'sortable',
  announcements: {
    pickedUp: 'Picked up fact {position}.',
    movedOver: 'Fact moved to position {position}.',
    dropped: 'Fact dropped at position {position}.',
    cancelled: 'Moving cancelled. The fact is back at position {position}.',
  },
  nowLabel: 'Now',
  thenLabel: '2020',
  nowAlt: 'Our studio today: clocks for Stavanger and Prishtina, printed work pinned up, and two desks with screens',
  thenAlt: 'Where we started in 2020: one table, two laptops, two mugs and a lamp in a small room at night',
  ctaLink: 'Open Roles',
} satisfies BaseTranslation

export default en_about
