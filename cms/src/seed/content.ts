/**
 * Seed content for both languages: enough to exercise every screen of the site. English first; each Norwegian
 * entry is stored as the localization of the same document.
 */
export type Lang = 'en' | 'nb-NO'
export type Pair<T> = Record<Lang, T>

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

export type PostSeed = {
  slug: Pair<string>
  title: Pair<string>
  subtitle: Pair<string>
  category: (typeof blogCategories)[number]['key']
  releaseDate: string
  minRead: number
  intro: Pair<string>
  points: Pair<[string, string, string]>
  quote: Pair<string>
  closing: Pair<string>
}

export const posts: PostSeed[] = [
  {
    slug: { en: 'do-i-need-a-website-for-my-start-up', 'nb-NO': 'trenger-jeg-en-nettside-for-min-oppstart' },
    title: { en: 'Do I need a website for my start-up?', 'nb-NO': 'Trenger jeg en nettside for min oppstart?' },
    subtitle: {
      en: 'Social profiles are a start. A website is where trust is built.',
      'nb-NO': 'Profiler i sosiale medier er en start. En nettside er der tillit bygges.',
    },
    category: 'industry-insights',
    releaseDate: '2024-04-22',
    minRead: 6,
    intro: {
      en: 'Most founders ask us the same question in their first meeting: with Instagram, LinkedIn and a marketplace profile, is a website still worth the money? Our short answer is yes, and the reasons have little to do with looking big.',
      'nb-NO':
        'De fleste gründere stiller oss det samme spørsmålet i første møte: med Instagram, LinkedIn og en profil på en markedsplass, er en nettside fortsatt verdt pengene? Det korte svaret vårt er ja, og grunnene handler lite om å se stor ut.',
    },
    points: {
      en: [
        'You own it: no algorithm decides who sees you.',
        'Search engines send you customers while you sleep.',
        'Investors and partners look you up before they call.',
      ],
      'nb-NO': [
        'Du eier den: ingen algoritme bestemmer hvem som ser deg.',
        'Søkemotorer sender deg kunder mens du sover.',
        'Investorer og partnere sjekker deg før de ringer.',
      ],
    },
    quote: {
      en: 'A good first website is not big. It is clear about who you help and what they should do next.',
      'nb-NO': 'En god første nettside er ikke stor. Den er tydelig på hvem du hjelper og hva de bør gjøre videre.',
    },
    closing: {
      en: 'Start with one page that explains what you do, shows proof, and makes contacting you effortless. Grow it when you learn what your visitors need.',
      'nb-NO':
        'Start med én side som forklarer hva du gjør, viser bevis og gjør det enkelt å ta kontakt. Bygg videre når du lærer hva de besøkende trenger.',
    },
  },
  {
    slug: { en: 'freelancer-vs-agency', 'nb-NO': 'frilanser-eller-byra' },
    title: {
      en: 'Freelancer vs agency: who should build your brand?',
      'nb-NO': 'Frilanser eller byrå: hvem bør bygge merkevaren din?',
    },
    subtitle: {
      en: 'Both can do great work. The right choice depends on scope, speed and who carries the risk.',
      'nb-NO': 'Begge kan gjøre godt arbeid. Riktig valg avhenger av omfang, tempo og hvem som bærer risikoen.',
    },
    category: 'best-practices',
    releaseDate: '2024-04-22',
    minRead: 7,
    intro: {
      en: 'We work with brilliant freelancers every month, so this is not a sales pitch. It is a checklist for deciding which kind of partner fits the job in front of you.',
      'nb-NO':
        'Vi jobber med dyktige frilansere hver måned, så dette er ikke et salgsargument. Det er en sjekkliste for å finne ut hvilken partner som passer oppgaven du står foran.',
    },
    points: {
      en: [
        'A focused task with a clear brief suits a freelancer.',
        'Brand, web and campaigns together need a team.',
        'Ask who covers holidays, sick days and handover.',
      ],
      'nb-NO': [
        'En avgrenset oppgave med tydelig bestilling passer en frilanser.',
        'Merkevare, nett og kampanjer samtidig krever et team.',
        'Spør hvem som dekker ferie, sykdom og overlevering.',
      ],
    },
    quote: {
      en: 'Choose the partner whose process you understand, not the one with the shiniest portfolio.',
      'nb-NO': 'Velg partneren hvis prosess du forstår, ikke den med den blankeste porteføljen.',
    },
    closing: {
      en: 'Whatever you choose, agree on goals you can measure and a handover you can live with.',
      'nb-NO': 'Uansett hva du velger: bli enige om mål dere kan måle og en overlevering du kan leve med.',
    },
  },
  {
    slug: { en: 'hiring-a-company-from-another-country', 'nb-NO': 'ansette-et-selskap-fra-et-annet-land' },
    title: {
      en: 'Hiring a company from another country: what to know',
      'nb-NO': 'Å ansette et selskap fra et annet land: dette bør du vite',
    },
    subtitle: {
      en: 'Time zones, contracts and culture: how to make a cross-border partnership work.',
      'nb-NO': 'Tidssoner, kontrakter og kultur: slik får du et samarbeid over landegrensene til å fungere.',
    },
    category: 'trends',
    releaseDate: '2024-04-22',
    minRead: 8,
    intro: {
      en: 'With studios in Norway and Kosovo we live this every day. Working across borders gives you talent and value, if you plan for a few things up front.',
      'nb-NO':
        'Med studioer i Norge og Kosovo lever vi med dette hver dag. Samarbeid over landegrensene gir deg talent og verdi, hvis du planlegger noen ting på forhånd.',
    },
    points: {
      en: [
        'Overlap at least four working hours a day.',
        'Put data protection (GDPR) in the contract.',
        'Meet in person at kick-off if you can.',
      ],
      'nb-NO': [
        'Ha minst fire felles arbeidstimer hver dag.',
        'Skriv personvern (GDPR) inn i kontrakten.',
        'Møt hverandre fysisk ved oppstart hvis dere kan.',
      ],
    },
    quote: {
      en: 'Distance is rarely the problem. Unclear ownership is.',
      'nb-NO': 'Avstand er sjelden problemet. Uklart eierskap er det.',
    },
    closing: {
      en: 'Treat your partner as part of the team, share the same tools, and the border disappears.',
      'nb-NO': 'Behandle partneren som en del av teamet, del de samme verktøyene, så forsvinner grensen.',
    },
  },
  {
    slug: { en: 'design-trends-that-last', 'nb-NO': 'designtrender-som-varer' },
    title: {
      en: 'Design trends that will still look good in five years',
      'nb-NO': 'Designtrender som fortsatt ser bra ut om fem år',
    },
    subtitle: { en: 'Separating fashion from direction.', 'nb-NO': 'Å skille mote fra retning.' },
    category: 'trends',
    releaseDate: '2024-06-12',
    minRead: 5,
    intro: {
      en: 'Every year brings a new look. A few ideas, though, keep getting stronger because they solve real problems.',
      'nb-NO':
        'Hvert år kommer det et nytt uttrykk. Noen idéer blir likevel sterkere år for år, fordi de løser ekte problemer.',
    },
    points: {
      en: [
        'Variable fonts: one file, every weight.',
        'Motion that explains instead of decorating.',
        'Accessible colour systems by default.',
      ],
      'nb-NO': [
        'Variable fonter: én fil, alle vekter.',
        'Bevegelse som forklarer i stedet for å pynte.',
        'Tilgjengelige fargesystemer som standard.',
      ],
    },
    quote: { en: 'Trends fade; clarity compounds.', 'nb-NO': 'Trender falmer; tydelighet vokser.' },
    closing: {
      en: 'Pick the ideas that make your product easier to use, and let the rest pass.',
      'nb-NO': 'Velg idéene som gjør produktet ditt enklere å bruke, og la resten passere.',
    },
  },
  {
    slug: { en: 'a-brand-audit-in-one-afternoon', 'nb-NO': 'en-merkevarerevisjon-pa-en-ettermiddag' },
    title: { en: 'A brand audit in one afternoon', 'nb-NO': 'En merkevarerevisjon på én ettermiddag' },
    subtitle: {
      en: 'Five questions that show where your brand leaks.',
      'nb-NO': 'Fem spørsmål som viser hvor merkevaren lekker.',
    },
    category: 'best-practices',
    releaseDate: '2024-08-30',
    minRead: 4,
    intro: {
      en: 'You do not need a six-week project to see whether your brand is working. You need honest answers and a few hours.',
      'nb-NO':
        'Du trenger ikke et prosjekt på seks uker for å se om merkevaren virker. Du trenger ærlige svar og noen timer.',
    },
    points: {
      en: [
        'Can a stranger say what you do after ten seconds?',
        'Do your channels look like one company?',
        'Would your best customer recognise your voice?',
      ],
      'nb-NO': [
        'Kan en fremmed si hva dere gjør etter ti sekunder?',
        'Ser kanalene deres ut som ett selskap?',
        'Ville den beste kunden kjent igjen stemmen deres?',
      ],
    },
    quote: {
      en: 'Consistency is the cheapest marketing there is.',
      'nb-NO': 'Konsistens er den billigste markedsføringen som finnes.',
    },
    closing: {
      en: 'Write the answers down, fix the easiest gap first, and repeat the audit every quarter.',
      'nb-NO': 'Skriv ned svarene, tett det enkleste hullet først, og gjenta revisjonen hvert kvartal.',
    },
  },
  {
    slug: { en: 'what-the-numbers-say-about-fast-websites', 'nb-NO': 'hva-tallene-sier-om-raske-nettsider' },
    title: { en: 'What the numbers say about fast websites', 'nb-NO': 'Hva tallene sier om raske nettsider' },
    subtitle: { en: 'Speed is a feature your customers feel.', 'nb-NO': 'Hastighet er en funksjon kundene merker.' },
    category: 'industry-insights',
    releaseDate: '2024-10-05',
    minRead: 6,
    intro: {
      en: 'Across our projects, faster pages meant more enquiries. Here is what we measure and why.',
      'nb-NO': 'I prosjektene våre ga raskere sider flere henvendelser. Her er hva vi måler, og hvorfor.',
    },
    points: {
      en: [
        'Largest Contentful Paint under 2.5 seconds.',
        'No layout shift while the page loads.',
        'Interactions that answer within 200 ms.',
      ],
      'nb-NO': [
        'Largest Contentful Paint under 2,5 sekunder.',
        'Ingen forskyvning av innholdet mens siden laster.',
        'Interaksjoner som svarer innen 200 ms.',
      ],
    },
    quote: {
      en: 'Every second you save is a second your visitor keeps.',
      'nb-NO': 'Hvert sekund du sparer, er et sekund den besøkende beholder.',
    },
    closing: {
      en: 'Measure on real phones, fix the biggest delay first, and keep a budget so speed does not drift.',
      'nb-NO':
        'Mål på ekte telefoner, fiks den største forsinkelsen først, og hold et budsjett så hastigheten ikke siger.',
    },
  },
]

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

export const logos = [
  { title: { en: 'Origin wordmark', 'nb-NO': 'Origin ordmerke' }, variant: 'wordmark' },
  { title: { en: 'Origin symbol', 'nb-NO': 'Origin symbol' }, variant: 'symbol' },
  { title: { en: 'Origin wordmark, light', 'nb-NO': 'Origin ordmerke, lys' }, variant: 'wordmark-light' },
  { title: { en: 'Origin symbol, blue', 'nb-NO': 'Origin symbol, blått' }, variant: 'symbol-blue' },
] as const

export const resources = [
  { name: { en: 'Dashboard UI kit', 'nb-NO': 'UI-sett for dashbord' }, category: 'ui-ux', seed: 1 },
  { name: { en: 'Mobile onboarding screens', 'nb-NO': 'Introduksjonsskjermer for mobil' }, category: 'ui-ux', seed: 2 },
  { name: { en: 'Icon set, 120 icons', 'nb-NO': 'Ikonsett, 120 ikoner' }, category: 'ui-ux', seed: 3 },
  { name: { en: 'Fjord at dusk', 'nb-NO': 'Fjord i skumringen' }, category: 'wallpapers', seed: 4 },
  { name: { en: 'Blue hour gradient', 'nb-NO': 'Blåtimen, gradient' }, category: 'wallpapers', seed: 5 },
  { name: { en: 'Coral noise', 'nb-NO': 'Korallstøy' }, category: 'wallpapers', seed: 6 },
] as const
