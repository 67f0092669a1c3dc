/**
 * Seed content for both languages: enough to exercise every screen of the site. English first; each Norwegian
 * entry is stored as the localization of the same document.
 */
export type Lang = 'en' | 'nb-NO'
export type Pair<T> = Record<Lang, T>
export const LOCALES: Lang[] = ['en', 'nb-NO']

export const blogCategories = [
  { key: 'industry-insights', name: { en: 'Industry Insights', 'nb-NO': 'Bransjeinnsikt' } },
  { key: 'trends', name: { en: 'Trends', 'nb-NO': 'Trender' } },
  { key: 'best-practices', name: { en: 'Best Practices', 'nb-NO': 'Beste Praksis' } },
] as const

export const projectCategories = [
  { key: 'branding', name: { en: 'Branding', 'nb-NO': 'Merkevarebygging' } },
  { key: 'digital-marketing', name: { en: 'Digital Marketing', 'nb-NO': 'Digital markedsføring' } },
  { key: 'ui-ux', name: { en: 'UI/UX', 'nb-NO': 'UI/UX' } },
  { key: 'web-development', name: { en: 'Web Development', 'nb-NO': 'Webutvikling' } },
] as const

export const fileCategories = [
  { key: 'ui-ux', name: { en: 'UI/UX', 'nb-NO': 'UI/UX' } },
  { key: 'wallpapers', name: { en: 'Wallpapers', 'nb-NO': 'Bakgrunnsbilder' } },
] as const

export type JobSeed = {
  slug: Pair<string>
  title: Pair<string>
  category: 'Development' | 'Marketing' | 'Design'
  intro: Pair<string>
  tasks: Pair<string[]>
  profile: Pair<string[]>
}

export const jobs: JobSeed[] = [
  {
    slug: { en: 'frontend-developer', 'nb-NO': 'frontend-utvikler' },
    title: { en: 'Frontend Developer', 'nb-NO': 'Frontend-utvikler' },
    category: 'Development',
    intro: {
      en: 'Build fast, accessible websites and web apps for brands in Norway and Kosovo.',
      'nb-NO': 'Bygg raske, tilgjengelige nettsider og webapper for merkevarer i Norge og Kosovo.',
    },
    tasks: {
      en: [
        'Build interfaces in React and TypeScript',
        'Own performance and accessibility',
        'Work closely with designers',
      ],
      'nb-NO': ['Bygge grensesnitt i React og TypeScript', 'Eie ytelse og tilgjengelighet', 'Jobbe tett med designere'],
    },
    profile: {
      en: ['3+ years with modern JavaScript', 'An eye for detail', 'English; Norwegian or Albanian is a plus'],
      'nb-NO': [
        '3+ års erfaring med moderne JavaScript',
        'Øye for detaljer',
        'Engelsk; norsk eller albansk er et pluss',
      ],
    },
  },
  {
    slug: { en: 'social-media-manager', 'nb-NO': 'ansvarlig-for-sosiale-medier' },
    title: { en: 'Social Media Manager', 'nb-NO': 'Ansvarlig for sosiale medier' },
    category: 'Marketing',
    intro: {
      en: 'Plan, create and measure social content for clients who want to be talked about.',
      'nb-NO': 'Planlegg, lag og mål innhold i sosiale medier for kunder som vil bli snakket om.',
    },
    tasks: {
      en: ['Run content calendars for several brands', 'Report on what works', 'Brief designers and video editors'],
      'nb-NO': [
        'Drive innholdskalendere for flere merkevarer',
        'Rapportere på hva som virker',
        'Briefe designere og videoredigerere',
      ],
    },
    profile: {
      en: ['2+ years in social media', 'Great writing', 'Comfortable with numbers'],
      'nb-NO': ['2+ års erfaring med sosiale medier', 'God til å skrive', 'Komfortabel med tall'],
    },
  },
  {
    slug: { en: 'brand-designer', 'nb-NO': 'merkevaredesigner' },
    title: { en: 'Brand Designer', 'nb-NO': 'Merkevaredesigner' },
    category: 'Design',
    intro: {
      en: 'Shape identities from the first sketch to the full system.',
      'nb-NO': 'Form identiteter fra første skisse til hele systemet.',
    },
    tasks: {
      en: ['Create logos, type and colour systems', 'Design packaging and campaigns', 'Present your work to clients'],
      'nb-NO': [
        'Lage logoer, typografi og fargesystemer',
        'Designe emballasje og kampanjer',
        'Presentere arbeidet for kunder',
      ],
    },
    profile: {
      en: ['A portfolio you are proud of', 'Figma and the Adobe suite', 'Curiosity'],
      'nb-NO': ['En portefølje du er stolt av', 'Figma og Adobe-pakken', 'Nysgjerrighet'],
    },
  },
]

/** The studio's logos; a light one is for dark backgrounds, so the Creative Lab shows it on a dark tile (`onDark`). */
export const logos = [
  { title: { en: 'Origin wordmark', 'nb-NO': 'Origin ordmerke' }, variant: 'wordmark', onDark: false },
  { title: { en: 'Origin symbol', 'nb-NO': 'Origin symbol' }, variant: 'symbol', onDark: false },
  { title: { en: 'Origin wordmark, light', 'nb-NO': 'Origin ordmerke, lys' }, variant: 'wordmark-light', onDark: true },
  { title: { en: 'Origin symbol, blue', 'nb-NO': 'Origin symbol, blått' }, variant: 'symbol-blue', onDark: false },
] as const

export const resources = [
  { name: { en: 'Dashboard UI kit', 'nb-NO': 'UI-sett for dashbord' }, category: 'ui-ux', seed: 1 },
  { name: { en: 'Mobile onboarding screens', 'nb-NO': 'Introduksjonsskjermer for mobil' }, category: 'ui-ux', seed: 2 },
  { name: { en: 'Icon set, 120 icons', 'nb-NO': 'Ikonsett, 120 ikoner' }, category: 'ui-ux', seed: 3 },
  { name: { en: 'Fjord at dusk', 'nb-NO': 'Fjord i skumringen' }, category: 'wallpapers', seed: 4 },
  { name: { en: 'Blue hour gradient', 'nb-NO': 'Blåtimen, gradient' }, category: 'wallpapers', seed: 5 },
  { name: { en: 'Coral noise', 'nb-NO': 'Korallstøy' }, category: 'wallpapers', seed: 6 },
] as const
