/**
 * The home page's words and the testimonials, as they were in the site's dictionaries before they moved into the CMS
 * (decision 038). The pictures are the site's own files (public/media), uploaded by seed/home.ts.
 */
import type { Pair } from './content'

type Card = { title: string; text: string }
type Panel = { title: string; tags: string[]; text: string; items: string[]; picture: string }
type ShowcaseCard = { project: string; year: string; status: string; focus: [string, string]; picture: string }

export type HomeSeed = {
  heroTitle: string
  heroCta: string
  introTitle: string
  introText: string
  craftTitle: string
  craft: Card[]
  approachTitle: string
  approach: Card[]
  servicesTitle: string
  panels: Panel[]
  showcaseTitle: string
  showcase: ShowcaseCard[]
  testimonialsTitle: string
  journalTitle: string
}

/** The picked projects and posts, by their English slugs (the Norwegian home picks the same documents). */
export const SHOWCASE_PROJECTS = ['kode-labs', 'chaos-clothing-brand', 'smeg-kosovo'] as const
export const JOURNAL_POSTS = [
  'do-i-need-a-website-for-my-start-up',
  'freelancer-vs-agency',
  'hiring-a-company-from-another-country',
] as const

const PICTURES = ['project-kode', 'project-smeg', 'project-chaos'] as const

/**
 * The media library's alternative text of home's pictures. The site writes its own where it shows them (a showcase
 * card names its project; a service panel's picture is decoration), but an editor is warned before publishing a
 * picture without one (decision 104), and a picture may be used elsewhere later.
 */
export const PICTURE_ALT: Record<(typeof PICTURES)[number], string> = {
  'project-kode': 'The kode/labs logo lit on the wall behind a reception desk',
  'project-smeg': 'A SMEG Kosovo post on a phone: a cream fridge and kettle, with comments beside it',
  'project-chaos': 'A black CHAOS hoodie on a hanger with its tag: Drop 02, Noise Hoodie, 89 €',
}
const isPicture = (name: string): name is (typeof PICTURES)[number] => Object.hasOwn(PICTURE_ALT, name)
export const pictureAlt = (name: string): string => (isPicture(name) ? PICTURE_ALT[name] : '')

export const home: Pair<HomeSeed> = {
  en: {
    heroTitle: 'WE CREATE YOUR ORIGIN STORY',
    heroCta: "Let's talk",
    introTitle: 'here to transform, not conform',
    introText:
      'We are a creative and digital agency in Norway and Kosovo. We help ambitious brands find their voice, look the part and grow, with design, technology and marketing that work together.',
    craftTitle: 'Brand, design and delivery',
    craft: [
      { title: 'Brand', text: 'Strategy and identity that give your business a clear, confident voice.' },
      { title: 'Design', text: 'Interfaces, campaigns and visuals crafted down to the last pixel.' },
      { title: 'Delivery', text: 'Websites and products built to last, shipped on time, measured after launch.' },
    ],
    approachTitle: 'Our approach',
    approach: [
      {
        title: 'Market Research',
        text: 'We learn your market, your customers and your competitors before we draw a single line.',
      },
      {
        title: 'Strategy',
        text: 'We turn what we learn into a plan: positioning, priorities and goals we can measure.',
      },
      { title: 'Delivery', text: 'We design, build and launch, then keep improving with real data.' },
    ],
    servicesTitle: 'Services',
    panels: [
      {
        title: 'Branding',
        tags: ['Identity', 'Naming', 'Guidelines', 'Tone of voice', 'Packaging', 'Print'],
        text: 'A brand is more than a logo. We build identities with a story, a voice and a system that works everywhere.',
        items: ['Logo Design', 'Brand Strategy', 'Visual Identity'],
        picture: PICTURES[0],
      },
      {
        title: 'Development',
        tags: ['Websites', 'Web apps', 'E-commerce', 'CMS', 'Performance', 'Accessibility'],
        text: 'Fast, accessible websites and products that look great and are a pleasure to use on every screen.',
        items: ['UI/UX Design', 'Web Development', 'E-commerce Solutions'],
        picture: PICTURES[1],
      },
      {
        title: 'Marketing',
        tags: ['Social', 'Campaigns', 'SEO', 'Ads', 'Content', 'Analytics'],
        text: 'Campaigns that reach the right people, content they want to share, and numbers that show it worked.',
        items: ['Social Media Management', 'Campaign Management', 'SEO'],
        picture: PICTURES[2],
      },
    ],
    showcaseTitle: 'Selected projects',
    showcase: [
      {
        project: 'kode-labs',
        year: '2023',
        status: 'Launched',
        focus: ['Branding', 'Web Development'],
        picture: 'project-kode',
      },
      {
        project: 'chaos-clothing-brand',
        year: '2023',
        status: 'Launched',
        focus: ['Branding', 'E-commerce'],
        picture: 'project-chaos',
      },
      {
        project: 'smeg-kosovo',
        year: '2023',
        status: 'In progress',
        focus: ['Digital Marketing', 'Social Media'],
        picture: 'project-smeg',
      },
    ],
    testimonialsTitle: 'What our clients say',
    journalTitle: 'From the journal',
  },
  'nb-NO': {
    heroTitle: 'VI SKAPER DIN OPPRINNELSESHISTORIE',
    heroCta: 'Ta kontakt',
    introTitle: 'her for å forandre, ikke tilpasse',
    introText:
      'Vi er et kreativt og digitalt byrå i Norge og Kosovo. Vi hjelper ambisiøse merkevarer å finne stemmen sin, se riktige ut og vokse, med design, teknologi og markedsføring som spiller sammen.',
    craftTitle: 'Merkevare, design og levering',
    craft: [
      { title: 'Merkevare', text: 'Strategi og identitet som gir virksomheten din en tydelig og trygg stemme.' },
      { title: 'Design', text: 'Grensesnitt, kampanjer og visuelle uttrykk, gjennomarbeidet ned til siste piksel.' },
      { title: 'Levering', text: 'Nettsider og produkter som varer, levert i tide og målt etter lansering.' },
    ],
    approachTitle: 'Vår tilnærming',
    approach: [
      {
        title: 'Markedsanalyse',
        text: 'Vi lærer markedet, kundene og konkurrentene dine å kjenne før vi tegner en eneste strek.',
      },
      {
        title: 'Strategi',
        text: 'Vi gjør det vi lærer om til en plan: posisjonering, prioriteringer og mål vi kan måle.',
      },
      { title: 'Levering', text: 'Vi designer, bygger og lanserer, og fortsetter å forbedre med ekte data.' },
    ],
    servicesTitle: 'Tjenester',
    panels: [
      {
        title: 'Merkevarebygging',
        tags: ['Identitet', 'Navn', 'Retningslinjer', 'Tone', 'Emballasje', 'Trykk'],
        text: 'En merkevare er mer enn en logo. Vi bygger identiteter med en historie, en stemme og et system som virker overalt.',
        items: ['Logodesign', 'Merkevarestrategi', 'Visuell identitet'],
        picture: PICTURES[0],
      },
      {
        title: 'Utvikling',
        tags: ['Nettsider', 'Webapper', 'Netthandel', 'CMS', 'Ytelse', 'Tilgjengelighet'],
        text: 'Raske, tilgjengelige nettsider og produkter som ser bra ut og er en glede å bruke på alle skjermer.',
        items: ['UI/UX-design', 'Webutvikling', 'Netthandelsløsninger'],
        picture: PICTURES[1],
      },
      {
        title: 'Markedsføring',
        tags: ['Sosiale medier', 'Kampanjer', 'SEO', 'Annonser', 'Innhold', 'Analyse'],
        text: 'Kampanjer som når de rette menneskene, innhold de vil dele, og tall som viser at det virket.',
        items: ['Drift av sosiale medier', 'Kampanjestyring', 'SEO'],
        picture: PICTURES[2],
      },
    ],
    showcaseTitle: 'Utvalgte prosjekter',
    showcase: [
      {
        project: 'kode-labs',
        year: '2023',
        status: 'Lansert',
        focus: ['Merkevarebygging', 'Webutvikling'],
        picture: 'project-kode',
      },
      {
        project: 'chaos-clothing-brand',
        year: '2023',
        status: 'Lansert',
        focus: ['Merkevarebygging', 'Netthandel'],
        picture: 'project-chaos',
      },
      {
        project: 'smeg-kosovo',
        year: '2023',
        status: 'Pågår',
        focus: ['Digital markedsføring', 'Sosiale medier'],
        picture: 'project-smeg',
      },
    ],
    testimonialsTitle: 'Det kundene våre sier',
    journalTitle: 'Fra tidsskriftet',
  },
}

export type TestimonialSeed = {
  name: string
  company: string
  logo: string
  quote: Pair<string>
  role: Pair<string>
}

/** product.md's four testimonials; the logos are public/media/clients/<logo>.svg (scripts/media/make-client-logos.mjs). */
export const testimonials: TestimonialSeed[] = [
  {
    name: 'Lena Hartmann',
    company: 'Northlight',
    logo: 'northlight',
    quote: {
      en: 'They understood our product faster than some of our own engineers, and the new site doubled our demo requests.',
      'nb-NO':
        'De forsto produktet vårt raskere enn enkelte av våre egne utviklere, og den nye nettsiden doblet antall demoforespørsler.',
    },
    role: { en: 'Marketing team, Northlight (software)', 'nb-NO': 'Markedsteamet, Northlight (programvare)' },
  },
  {
    name: 'Arben Krasniqi',
    company: 'Tregu',
    logo: 'tregu',
    quote: {
      en: 'From the first workshop to launch day, they were calm, creative and always on time. Our customers noticed the difference.',
      'nb-NO':
        'Fra første workshop til lanseringsdagen var de rolige, kreative og alltid i rute. Kundene våre merket forskjellen.',
    },
    role: {
      en: 'Managing director, Tregu (consumer goods, Kosovo)',
      'nb-NO': 'Administrerende direktør, Tregu (forbruksvarer, Kosovo)',
    },
  },
  {
    name: 'Jonas Berg',
    company: 'Fjordtek',
    logo: 'fjordtek',
    quote: {
      en: 'A team that asks the right questions. The brand they built for us finally looks like the company we are.',
      'nb-NO':
        'Et team som stiller de riktige spørsmålene. Merkevaren de bygde for oss ser endelig ut som selskapet vi er.',
    },
    role: { en: 'CEO, Fjordtek (technology)', 'nb-NO': 'Daglig leder, Fjordtek (teknologi)' },
  },
  {
    name: 'Drita Morina',
    company: 'Dardan Group',
    logo: 'dardan-group',
    quote: {
      en: 'One partner for brand, web and campaigns across three markets. It saved us months and a lot of meetings.',
      'nb-NO': 'Én partner for merkevare, nett og kampanjer i tre markeder. Det sparte oss for måneder og mange møter.',
    },
    role: { en: 'CEO, Dardan Group', 'nb-NO': 'Konsernsjef, Dardan Group' },
  },
]
