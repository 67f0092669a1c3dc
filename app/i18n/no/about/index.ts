import type { NamespaceAboutTranslation } from '../../i18n-types'

const no_about = {
  lead: 'Et kreativt og digitalt byrå fra Stavanger og Pristina som lager merkevarer folk legger merke til og husker.',
  teamAlt: 'Teamet samlet rundt det lange bordet i studioet, tegnet i fargene våre',
  statsTitle: 'I tall',
  stats: {
    offices: 'kontorer, i Norge og Kosovo',
    services: 'unike tjenester',
    projects: 'leverte prosjekter',
    industries: 'bransjer',
    years: 'år med merkevarer som skiller seg ut',
    clients: 'fornøyde kunder',
  },
  valuesTitle: 'Det som driver oss',
  values: {
    adventure: 'Eventyr',
    innovation: 'Innovasjon',
    collaboration: 'Samarbeid',
    passion: 'Lidenskap',
    creativity: 'Kreativitet',
    diversity: 'Mangfold',
  },
  factsTitle: 'Morsomme fakta',
  factsHint: 'Dra faktaene i den rekkefølgen du liker best, eller bruk håndtaket med mellomrom og piltastene.',
  factHandle: 'Flytt faktum {index}: {text}',
  facts: {
    coffee: 'Vi drikker omtrent 40 liter kaffe i uka på de to kontorene.',
    languages: 'Teamet snakker sju språk, og diskuterer design på alle sammen.',
    distance: 'Stavanger og Pristina ligger 2 300 km fra hverandre, og én videosamtale unna.',
    dog: 'Studioet i Pristina har en kontorhund som godkjenner hver logo.',
    first: 'Vårt første prosjekt var en ny profil for et bakeri, delvis betalt i kanelboller.',
    mountains: 'Minst én tur med hele teamet i året, fjord eller fjell, regn eller sol.',
    playlist: 'Spillelisten i studioet har over 1 200 sanger, og ingen får hoppe over.',
    plants: 'Vi holder 31 planter i live, stort sett.',
    ideas: 'De beste idéene våre starter fortsatt på gule lapper.',
    friday: 'Fredagene slutter med at vi viser fram noe vi har lært i løpet av uka.',
  },
  announcements: {
    pickedUp: 'Tok opp faktum {position}.',
    movedOver: 'Faktum flyttet til plass {position}.',
    dropped: 'Faktum sluppet på plass {position}.',
    cancelled: 'Flyttingen ble avbrutt. Faktumet er tilbake på plass {position}.',
  },
  nowTitle: 'Fra et lite rom til to studioer',
  nowText:
    'Vi startet i 2020 med to bærbare PC-er og en stor idé. I dag er vi et team i to land, med den samme nysgjerrigheten.',
  nowLabel: 'Nå',
  thenLabel: '2020',
  nowAlt: 'Studioet vårt i dag: to pulter med skjermer, en plante og bilder av fjorden og sola på veggen',
  thenAlt: 'Der vi startet i 2020: to personer, to bærbare og en lampe i ett lite rom om kvelden',
  ctaTitle: 'Vil du bli en del av historien?',
  ctaLink: 'Ledige stillinger',
} satisfies NamespaceAboutTranslation

export default no_about
