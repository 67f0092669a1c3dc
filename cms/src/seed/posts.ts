/**
 * The journal's seed: six articles in both languages, each with its own illustration (editorial-art.ts).
 */
import type { blogCategories, Pair } from './content'

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
