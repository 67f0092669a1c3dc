import type { BaseTranslation } from '../../i18n-types'

const en_about = {
  lead: 'A creative and digital agency from Stavanger and Pristina, making brands that people notice and remember.',
  teamAlt: 'The team together at the long studio table, drawn in our colours',
  statsTitle: 'In numbers',
  stats: {
    offices: 'offices, in Norway and Kosovo',
    services: 'unique services',
    projects: 'projects delivered',
    industries: 'industries served',
    years: 'years of making brands stand out',
    clients: 'happy clients',
  },
  valuesTitle: 'What drives us',
  values: {
    adventure: 'Adventure',
    innovation: 'Innovation',
    collaboration: 'Collaboration',
    passion: 'Passion',
    creativity: 'Creativity',
    diversity: 'Diversity',
  },
  factsTitle: 'Fun Facts Fiesta',
  factsHint: 'Drag the facts into the order you like best, or use the handle with Space and the arrow keys.',
  factHandle: 'Move fact {index}: {text}',
  facts: {
    coffee: 'We drink about 40 litres of coffee a week between the two offices.',
    languages: 'The team speaks seven languages, and argues about design in all of them.',
    distance: 'Stavanger and Pristina are 2,300 km apart, and a video call away.',
    dog: 'Our Pristina studio has an office dog who approves every logo.',
    first: 'Our first project was a bakery rebrand, paid partly in cinnamon buns.',
    mountains: 'At least one team hike a year, fjord or mountain, rain or shine.',
    playlist: 'The studio playlist has over 1,200 songs and no skips allowed.',
    plants: 'We keep 31 plants alive, mostly.',
    ideas: 'Our best ideas still start on sticky notes.',
    friday: 'Fridays end with a show-and-tell of something we learned that week.',
  },
  announcements: {
    pickedUp: 'Picked up fact {position}.',
    movedOver: 'Fact moved to position {position}.',
    dropped: 'Fact dropped at position {position}.',
    cancelled: 'Moving cancelled. The fact is back at position {position}.',
  },
  nowTitle: 'From a small room to two studios',
  nowText:
    'We started in 2020 with two laptops and a big idea. Today we are a team in two countries, still with the same curiosity.',
  nowLabel: 'Now',
  thenLabel: '2020',
  nowAlt: 'Our studio today: two desks with screens, a plant, and pictures of the fjord and the sun on the wall',
  thenAlt: 'Where we started in 2020: two people, two laptops and a lamp in one small room at night',
  ctaTitle: 'Want to be part of the story?',
  ctaLink: 'Open Roles',
} satisfies BaseTranslation

export default en_about
