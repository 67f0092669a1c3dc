/**
 * The case studies' seed: nine projects in both languages, each drawn as its own brand in use (brand-art.ts).
 */
import type { Pair, projectCategories } from './content'

export type ProjectSeed = {
  slug: Pair<string>
  title: string
  categories: (typeof projectCategories)[number]['key'][]
  tags: Pair<string[]>
  status: Pair<string[]>
  summary: Pair<string>
  palette: [string, string, string]
}

const statusDone: Pair<string[]> = {
  en: ['Strategy', 'Design', 'Launched'],
  'nb-NO': ['Strategi', 'Design', 'Lansert'],
}
const statusOngoing: Pair<string[]> = {
  en: ['Strategy', 'Design', 'In progress'],
  'nb-NO': ['Strategi', 'Design', 'Pågår'],
}

// Created in this order; lists show newest first, so the first entry is the last card (the next-project wrap).
export const projects: ProjectSeed[] = [
  {
    slug: { en: 'chaos-clothing-brand', 'nb-NO': 'chaos-clothing-brand-nor' },
    title: 'Chaos Clothing Brand',
    categories: ['branding', 'digital-marketing'],
    tags: { en: ['Branding', 'E-commerce', 'Campaign'], 'nb-NO': ['Merkevare', 'Netthandel', 'Kampanje'] },
    status: statusDone,
    summary: {
      en: 'A loud streetwear label with a launch campaign that sold out the first drop in two days.',
      'nb-NO': 'Et høylytt streetwear-merke med en lanseringskampanje som utsolgte første slipp på to dager.',
    },
    palette: ['#ff6b4a', '#0d0d0d', '#f4f1ea'],
  },
  {
    slug: { en: 'kode-labs', 'nb-NO': 'kode-labs-nor' },
    title: 'Kode Labs',
    categories: ['branding', 'web-development'],
    tags: { en: ['Branding', 'Web', 'Motion'], 'nb-NO': ['Merkevare', 'Nett', 'Bevegelse'] },
    status: statusDone,
    summary: {
      en: 'A new identity and website for a software studio that wanted to look as precise as its code.',
      'nb-NO': 'Ny identitet og nettside for et programvarestudio som ville se like presist ut som koden sin.',
    },
    palette: ['#0d0d0d', '#2433d6', '#9ea8ff'],
  },
  {
    slug: { en: 'smeg-kosovo', 'nb-NO': 'smeg-kosovo-nor' },
    title: 'SMEG Kosovo',
    categories: ['digital-marketing', 'ui-ux'],
    tags: { en: ['Social', 'Content', 'Ads'], 'nb-NO': ['Sosiale medier', 'Innhold', 'Annonser'] },
    status: statusOngoing,
    summary: {
      en: 'Always-on social media and campaigns for a design-led appliance brand in Kosovo.',
      'nb-NO': 'Løpende sosiale medier og kampanjer for et designdrevet hvitevaremerke i Kosovo.',
    },
    palette: ['#e8e3d8', '#2433d6', '#0d0d0d'],
  },
  {
    slug: { en: 'fjord-coffee', 'nb-NO': 'fjord-kaffe' },
    title: 'Fjord Coffee',
    categories: ['branding'],
    tags: { en: ['Packaging', 'Identity'], 'nb-NO': ['Emballasje', 'Identitet'] },
    status: statusDone,
    summary: {
      en: 'Packaging and identity for a small-batch roastery on the west coast of Norway.',
      'nb-NO': 'Emballasje og identitet for et lite kaffebrenneri på Vestlandet.',
    },
    palette: ['#3a2418', '#f4f1ea', '#ff6b4a'],
  },
  {
    slug: { en: 'nordlys-banking-app', 'nb-NO': 'nordlys-bankapp' },
    title: 'Nordlys Banking App',
    categories: ['ui-ux'],
    tags: { en: ['UI/UX', 'Mobile', 'Accessibility'], 'nb-NO': ['UI/UX', 'Mobil', 'Tilgjengelighet'] },
    status: statusDone,
    summary: {
      en: 'A calmer mobile bank: fewer taps to pay, and every screen readable by everyone.',
      'nb-NO': 'En roligere mobilbank: færre trykk for å betale, og hver skjerm lesbar for alle.',
    },
    palette: ['#0b1d3a', '#9ea8ff', '#f4f1ea'],
  },
  {
    slug: { en: 'prishtina-eats', 'nb-NO': 'prishtina-eats-nor' },
    title: 'Prishtina Eats',
    categories: ['web-development', 'ui-ux'],
    tags: { en: ['Web app', 'Ordering'], 'nb-NO': ['Webapp', 'Bestilling'] },
    status: statusOngoing,
    summary: {
      en: 'A food-ordering web app for local restaurants, fast on the slowest phones.',
      'nb-NO': 'En webapp for matbestilling fra lokale restauranter, rask selv på de tregeste telefonene.',
    },
    palette: ['#ff6b4a', '#f4f1ea', '#2433d6'],
  },
  {
    slug: { en: 'stavanger-sailing-club', 'nb-NO': 'stavanger-seilforening' },
    title: 'Stavanger Sailing Club',
    categories: ['web-development'],
    tags: { en: ['Website', 'CMS'], 'nb-NO': ['Nettside', 'CMS'] },
    status: statusDone,
    summary: {
      en: 'A members website the volunteers can update themselves, in two languages.',
      'nb-NO': 'En medlemsnettside frivillige kan oppdatere selv, på to språk.',
    },
    palette: ['#1b4f72', '#f4f1ea', '#9ea8ff'],
  },
  {
    slug: { en: 'alba-skincare', 'nb-NO': 'alba-hudpleie' },
    title: 'Alba Skincare',
    categories: ['digital-marketing', 'branding'],
    tags: { en: ['Campaign', 'Social'], 'nb-NO': ['Kampanje', 'Sosiale medier'] },
    status: statusDone,
    summary: {
      en: 'A launch campaign across three markets for a clean-beauty brand.',
      'nb-NO': 'En lanseringskampanje i tre markeder for et merke innen ren hudpleie.',
    },
    palette: ['#f4d9cc', '#0d0d0d', '#ff6b4a'],
  },
  {
    slug: { en: 'balkan-tech-summit', 'nb-NO': 'balkan-tech-summit-nor' },
    title: 'Balkan Tech Summit',
    categories: ['digital-marketing', 'web-development'],
    tags: { en: ['Event', 'Website', 'Ads'], 'nb-NO': ['Arrangement', 'Nettside', 'Annonser'] },
    status: statusDone,
    summary: {
      en: 'Identity, website and ticket campaign for a regional tech conference.',
      'nb-NO': 'Identitet, nettside og billettkampanje for en regional teknologikonferanse.',
    },
    palette: ['#2433d6', '#0d0d0d', '#f4f1ea'],
  },
]
