import type { NamespaceHomeTranslation } from '../../i18n-types'

const no_home = {
  heroLabel: 'Introduksjon',
  heroCta: 'Ta kontakt',
  heroScroll: 'Bla for å utforske',
  videoLabel: 'Bakgrunnsvideo: langsomme former i fargene våre',
  introTitle: 'her for å forandre, ikke tilpasse',
  introText:
    'Vi er et kreativt og digitalt byrå i Norge og Kosovo. Vi hjelper ambisiøse merkevarer å finne stemmen sin, se riktige ut og vokse, med design, teknologi og markedsføring som spiller sammen.',
  aboutButton: 'Om oss',
  reelLabel: 'Showreel',
  reelPlay: 'START',
  reelPause: 'PAUSE',
  reelWord: 'REEL',
  reelPlayButton: 'Spill av showreelen',
  reelPauseButton: 'Sett showreelen på pause',
  craftTitle: 'Merkevare, design og levering',
  craft: {
    brand: { title: 'Merkevare', text: 'Strategi og identitet som gir virksomheten din en tydelig og trygg stemme.' },
    design: {
      title: 'Design',
      text: 'Grensesnitt, kampanjer og visuelle uttrykk, gjennomarbeidet ned til siste piksel.',
    },
    delivery: { title: 'Levering', text: 'Nettsider og produkter som varer, levert i tide og målt etter lansering.' },
  },
  approachTitle: 'Vår tilnærming',
  approach: {
    research: {
      title: 'Markedsanalyse',
      text: 'Vi lærer markedet, kundene og konkurrentene dine å kjenne før vi tegner en eneste strek.',
    },
    strategy: {
      title: 'Strategi',
      text: 'Vi gjør det vi lærer om til en plan: posisjonering, prioriteringer og mål vi kan måle.',
    },
    delivery: { title: 'Levering', text: 'Vi designer, bygger og lanserer, og fortsetter å forbedre med ekte data.' },
  },
  servicesTitle: 'Tjenester',
  panels: {
    branding: {
      title: 'Merkevarebygging',
      content:
        'En merkevare er mer enn en logo. Vi bygger identiteter med en historie, en stemme og et system som virker overalt.',
      tags: { a: 'Identitet', b: 'Navn', c: 'Retningslinjer', d: 'Tone', e: 'Emballasje', f: 'Trykk' },
      items: { logo: 'Logodesign', strategy: 'Merkevarestrategi', identity: 'Visuell identitet' },
    },
    development: {
      title: 'Utvikling',
      content: 'Raske, tilgjengelige nettsider og produkter som ser bra ut og er en glede å bruke på alle skjermer.',
      tags: { a: 'Nettsider', b: 'Webapper', c: 'Netthandel', d: 'CMS', e: 'Ytelse', f: 'Tilgjengelighet' },
      items: { uiux: 'UI/UX-design', web: 'Webutvikling', ecommerce: 'Netthandelsløsninger' },
    },
    marketing: {
      title: 'Markedsføring',
      content: 'Kampanjer som når de rette menneskene, innhold de vil dele, og tall som viser at det virket.',
      tags: { a: 'Sosiale medier', b: 'Kampanjer', c: 'SEO', d: 'Annonser', e: 'Innhold', f: 'Analyse' },
      items: { social: 'Drift av sosiale medier', campaigns: 'Kampanjestyring', seo: 'SEO' },
    },
  },
  showcaseTitle: 'Utvalgte prosjekter',
  seeMoreProjects: 'Se flere prosjekter',
  projectYear: 'År',
  projectStatus: 'Status',
  projectFocus: 'Fokus',
  showcase: {
    kode: { title: 'Kode Labs', status: 'Lansert', focusA: 'Merkevarebygging', focusB: 'Webutvikling' },
    chaos: { title: 'Chaos Clothing Brand', status: 'Lansert', focusA: 'Merkevarebygging', focusB: 'Netthandel' },
    smeg: { title: 'SMEG Kosovo', status: 'Pågår', focusA: 'Digital markedsføring', focusB: 'Sosiale medier' },
  },
  projectImageAlt: 'Forsidebilde fra prosjektet {title}',
  testimonialsTitle: 'Det kundene våre sier',
  testimonialsStrip: 'Kundeuttalelser',
  testimonialsHint: 'Dra, bla eller bruk piltastene for å lese mer.',
  testimonials: {
    software: {
      quote:
        'De forsto produktet vårt raskere enn enkelte av våre egne utviklere, og den nye nettsiden doblet antall demoforespørsler.',
      name: 'Lena Hartmann',
      position: 'Markedsteamet, Northlight (programvare)',
    },
    retail: {
      quote:
        'Fra første workshop til lanseringsdagen var de rolige, kreative og alltid i rute. Kundene våre merket forskjellen.',
      name: 'Arben Krasniqi',
      position: 'Administrerende direktør, Tregu (forbruksvarer, Kosovo)',
    },
    tech: {
      quote:
        'Et team som stiller de riktige spørsmålene. Merkevaren de bygde for oss ser endelig ut som selskapet vi er.',
      name: 'Jonas Berg',
      position: 'Daglig leder, Fjordtek (teknologi)',
    },
    group: {
      quote: 'Én partner for merkevare, nett og kampanjer i tre markeder. Det sparte oss for måneder og mange møter.',
      name: 'Drita Morina',
      position: 'Konsernsjef, Dardan Group',
    },
  },
  blogTitle: 'Fra tidsskriftet',
  readArticle: 'Les artikkel',
  blogPreviewAlt: 'Forhåndsvisning av artikkelen {title}',
  posts: {
    startup: 'Trenger jeg en nettside for min oppstart?',
    freelancer: 'Frilanser eller byrå: hvem bør bygge merkevaren din?',
    abroad: 'Å ansette et selskap fra et annet land: dette bør du vite',
  },
  postCategories: { insights: 'Bransjeinnsikt', practices: 'Beste Praksis', trends: 'Trender' },
} satisfies NamespaceHomeTranslation

export default no_home
