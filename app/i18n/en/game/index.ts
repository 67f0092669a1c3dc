import type { BaseTranslation } from '../../i18n-types'

const en_game = {
  title: 'The card game',
  intro: 'One of these three cards is happy. Watch it closely.',
  shuffle: 'Shuffle',
  messages: {
    find: 'Find Happiness!',
    remember: "Remember the card that's happy",
    shuffling: 'Shuffling...',
    pick: 'Pick a card!',
    won: 'Congrats you won!',
    lost: 'Sorry, you lost :(',
  },
  card: 'Card {position}',
  happy: 'happy',
  sad: 'not happy',
  fullHeart: 'A full heart',
  brokenHeart: 'A broken heart',
} satisfies BaseTranslation

export default en_game
