import type { Core } from '@strapi/strapi'
import { seedSingleType } from './single-type'

/*
 * The services and about pages' words as they were when they were code (decision 040), both languages. Stat cards that
 * count offices or years are computed by the site (the offices in the site settings; whole years since the value).
 */

type Services = typeof servicesEnglish
type About = {
  lead: string
  statsTitle: string
  stats: { label: string; counts: 'number' | 'yearsSince' | 'offices'; value?: number; plus: boolean }[]
  valuesTitle: string
  values: string[]
  factsTitle: string
  facts: string[]
  storyTitle: string
  storyText: string
  ctaTitle: string
}

const servicesEnglish = {
  lead: 'Design, development and marketing under one roof, shaped around what your brand needs to grow.',
  panels: [
    {
      title: 'Design',
      text: 'Identities and visuals people remember, from the first sketch to every touchpoint.',
      items: [
        'Logo & Brand Development',
        'Graphic Design',
        'Animation',
        'Print',
        'Social Graphics',
        'Packaging',
        'Motion Graphics',
        'Illustration',
      ],
    },
    {
      title: 'Development',
      text: 'Fast, secure and accessible websites, shops and software that are a pleasure to use.',
      items: [
        'UI/UX Design',
        'Web Development',
        'E-commerce',
        'Custom Software',
        'Responsive Design',
        'SEO',
        'API Integration',
        'Website Security',
      ],
    },
    {
      title: 'Marketing',
      text: 'Campaigns and content that reach the right people and show what they bring in.',
      items: [
        'Digital Marketing',
        'Social Media Management',
        'SEO & Ads',
        'Content Creation',
        'Video Production',
        'Analysis & Reporting',
        'Integrated Campaigns',
      ],
    },
  ],
  processTitle: 'How we work',
  steps: [
    { title: 'Consultation & Strategy', text: 'We listen, ask the hard questions and agree on goals we can measure.' },
    {
      title: 'Creative Ideation & Conceptualization',
      text: 'Ideas, moodboards and concepts, tested early against those goals.',
    },
    {
      title: 'Design & Development',
      text: 'We design and build in short rounds, with you seeing progress every week.',
    },
    {
      title: 'Optimization & Testing',
      text: 'Speed, accessibility and usability checked on real devices before launch.',
    },
    { title: 'Performance Evaluation & Refinement', text: 'After launch we measure, learn and refine what matters.' },
    { title: 'Delivery & Success', text: 'A handover you can run with, and a team that stays around.' },
  ],
  ctaNumber: '180+',
  ctaText: 'projects delivered for brands that wanted to stand out. Yours could be next.',
}

const servicesNorwegian: Services = {
  lead: 'Design, utvikling og markedsføring under samme tak, formet etter det merkevaren din trenger for å vokse.',
  panels: [
    {
      title: 'Design',
      text: 'Identiteter og visuelle uttrykk folk husker, fra den første skissen til hvert kontaktpunkt.',
      items: [
        'Logo- og merkevareutvikling',
        'Grafisk design',
        'Animasjon',
        'Trykksaker',
        'Grafikk for sosiale medier',
        'Emballasje',
        'Motion graphics',
        'Illustrasjon',
      ],
    },
    {
      title: 'Utvikling',
      text: 'Raske, sikre og universelt utformede nettsider, nettbutikker og programvare som er en glede å bruke.',
      items: [
        'UI/UX-design',
        'Webutvikling',
        'Netthandel',
        'Skreddersydd programvare',
        'Responsivt design',
        'SEO',
        'API-integrasjon',
        'Nettstedsikkerhet',
      ],
    },
    {
      title: 'Markedsføring',
      text: 'Kampanjer og innhold som når de rette menneskene og viser hva de gir tilbake.',
      items: [
        'Digital markedsføring',
        'Drift av sosiale medier',
        'SEO og annonser',
        'Innholdsproduksjon',
        'Videoproduksjon',
        'Analyse og rapportering',
        'Integrerte kampanjer',
      ],
    },
  ],
  processTitle: 'Slik jobber vi',
  steps: [
    {
      title: 'Rådgivning og strategi',
      text: 'Vi lytter, stiller de vanskelige spørsmålene og blir enige om mål vi kan måle.',
    },
    {
      title: 'Kreativ idéutvikling og konseptualisering',
      text: 'Idéer, moodboards og konsepter, testet tidlig mot de samme målene.',
    },
    { title: 'Design og utvikling', text: 'Vi designer og bygger i korte runder, og du ser fremdrift hver uke.' },
    {
      title: 'Optimalisering og testing',
      text: 'Hastighet, tilgjengelighet og brukervennlighet sjekkes på ekte enheter før lansering.',
    },
    { title: 'Resultatmåling og forbedring', text: 'Etter lansering måler vi, lærer og forbedrer det som betyr noe.' },
    { title: 'Levering og suksess', text: 'En overlevering dere kan bygge videre på, og et team som blir værende.' },
  ],
  ctaNumber: '180+',
  ctaText: 'prosjekter levert for merkevarer som ville skille seg ut. Ditt kan bli det neste.',
}

const aboutEnglish: About = {
  lead: 'A creative and digital agency from Stavanger and Pristina, making brands that people notice and remember.',
  statsTitle: 'In numbers',
  stats: [
    { label: 'offices, in Norway and Kosovo', counts: 'offices', plus: false },
    { label: 'unique services', counts: 'number', value: 18, plus: true },
    { label: 'projects delivered', counts: 'number', value: 180, plus: true },
    { label: 'industries served', counts: 'number', value: 45, plus: true },
    { label: 'years of making brands stand out', counts: 'yearsSince', value: 2020, plus: false },
    { label: 'happy clients', counts: 'number', value: 98, plus: true },
  ],
  valuesTitle: 'What drives us',
  values: ['Adventure', 'Innovation', 'Collaboration', 'Passion', 'Creativity', 'Diversity'],
  factsTitle: 'Fun Facts Fiesta',
  facts: [
    'We drink about 40 litres of coffee a week between the two offices.',
    'The team speaks seven languages, and argues about design in all of them.',
    'Stavanger and Pristina are 2,300 km apart, and a video call away.',
    'Our Pristina studio has an office dog who approves every logo.',
    'Our first project was a bakery rebrand, paid partly in cinnamon buns.',
    'At least one team hike a year, fjord or mountain, rain or shine.',
    'The studio playlist has over 1,200 songs and no skips allowed.',
    'We keep 31 plants alive, mostly.',
    'Our best ideas still start on sticky notes.',
    'Fridays end with a show-and-tell of something we learned that week.',
  ],
  storyTitle: 'From a small room to two studios',
  storyText:
    'We started in 2020 with two laptops and a big idea. Today we are a team in two countries, still with the same curiosity.',
  ctaTitle: 'Want to be part of the story?',
}

const aboutNorwegian: About = {
  lead: 'Et kreativt og digitalt byrå fra Stavanger og Pristina som lager merkevarer folk legger merke til og husker.',
  statsTitle: 'I tall',
  stats: [
    { label: 'kontorer, i Norge og Kosovo', counts: 'offices', plus: false },
    { label: 'unike tjenester', counts: 'number', value: 18, plus: true },
    { label: 'leverte prosjekter', counts: 'number', value: 180, plus: true },
    { label: 'bransjer', counts: 'number', value: 45, plus: true },
    { label: 'år med merkevarer som skiller seg ut', counts: 'yearsSince', value: 2020, plus: false },
    { label: 'fornøyde kunder', counts: 'number', value: 98, plus: true },
  ],
  valuesTitle: 'Det som driver oss',
  values: ['Eventyr', 'Innovasjon', 'Samarbeid', 'Lidenskap', 'Kreativitet', 'Mangfold'],
  factsTitle: 'Morsomme fakta',
  facts: [
    'Vi drikker omtrent 40 liter kaffe i uka på de to kontorene.',
    'Teamet snakker sju språk, og diskuterer design på alle sammen.',
    'Stavanger og Pristina ligger 2 300 km fra hverandre, og én videosamtale unna.',
    'Studioet i Pristina har en kontorhund som godkjenner hver logo.',
    'Vårt første prosjekt var en ny profil for et bakeri, delvis betalt i kanelboller.',
    'Minst én tur med hele teamet i året, fjord eller fjell, regn eller sol.',
    'Spillelisten i studioet har over 1 200 sanger, og ingen får hoppe over.',
    'Vi holder 31 planter i live, stort sett.',
    'De beste idéene våre starter fortsatt på gule lapper.',
    'Fredagene slutter med at vi viser fram noe vi har lært i løpet av uka.',
  ],
  storyTitle: 'Fra et lite rom til to studioer',
  storyText:
    'Vi startet i 2020 med to bærbare PC-er og en stor idé. I dag er vi et team i to land, med den samme nysgjerrigheten.',
  ctaTitle: 'Vil du bli en del av historien?',
}

const label = (text: string) => ({ label: text })

const servicesData = (copy: Services) => ({
  ...copy,
  panels: copy.panels.map((panel) => ({ ...panel, items: panel.items.map(label) })),
})

const aboutData = (copy: About) => ({
  ...copy,
  values: copy.values.map(label),
  facts: copy.facts.map((text) => ({ text })),
})

/** Seeds each of the two pages that has no document yet. */
export async function seedServicesAndAbout(strapi: Core.Strapi) {
  await seedSingleType(
    strapi,
    'api::services-page.services-page',
    'services page',
    servicesData(servicesEnglish),
    servicesData(servicesNorwegian),
  )
  await seedSingleType(
    strapi,
    'api::about-page.about-page',
    'about page',
    aboutData(aboutEnglish),
    aboutData(aboutNorwegian),
  )
}
