import type { NamespaceAboutTranslation } from '../../i18n-types'

const no_about = {
  statsLabel: 'I tall',
  valuesLabel: 'Det som driver oss',
  factsLabel: 'Morsomme fakta',
  storyLabel: 'Historien vår',
  teamAlt: 'Åtte av oss, tegnet som portretter i fargene våre',
  factsHint: 'Dra faktaene i den rekkefølgen du liker best, eller bruk håndtaket med mellomrom og piltastene.',
  factHandle: 'Flytt faktum {index}: {text}',
  factRole: 'sorterbar',
  announcements: {
    pickedUp: 'Tok opp faktum {position}.',
    movedOver: 'Faktum flyttet til plass {position}.',
    dropped: 'Faktum sluppet på plass {position}.',
    cancelled: 'Flyttingen ble avbrutt. Faktumet er tilbake på plass {position}.',
  },
  nowLabel: 'Nå',
  thenLabel: '2020',
  nowAlt: 'Studioet vårt i dag: klokker for Stavanger og Prishtina, trykt arbeid på veggen og to pulter med skjermer',
  thenAlt: 'Der vi startet i 2020: ett bord, to bærbare, to kopper og en lampe i et lite rom om kvelden',
  ctaLink: 'Ledige stillinger',
} satisfies NamespaceAboutTranslation

export default no_about
