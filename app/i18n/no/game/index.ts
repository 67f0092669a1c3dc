import type { NamespaceGameTranslation } from '../../i18n-types'

const no_game = {
  title: 'Kortspillet',
  intro: 'Ett av disse tre kortene er glad. Følg godt med.',
  shuffle: 'Stokk',
  messages: {
    find: 'Finn lykken!',
    remember: 'Husk kortet som er glad',
    shuffling: 'Stokker...',
    pick: 'Velg et kort!',
    won: 'Gratulerer, du vant!',
    lost: 'Beklager, du tapte :(',
  },
  card: 'Kort {position}',
  happy: 'glad',
  sad: 'ikke glad',
  fullHeart: 'Et helt hjerte',
  brokenHeart: 'Et knust hjerte',
} satisfies NamespaceGameTranslation

export default no_game
