import type { Translation } from '../i18n-types'

/** Norwegian Bokmål. The Norwegian labels docs/product.md gives are used as written. */
const no = {
  site: {
    tagline: 'VI SKAPER DIN OPPRINNELSESHISTORIE',
    homeLink: '{name} – forsiden',
    skipToContent: 'Hopp til innholdet',
    preview: 'Forhåndsvisning: du ser endringer som ikke er publisert.',
    previewNew: 'Forhåndsvisning: du ser en oppføring som ikke er publisert ennå.',
    previewUnknown: 'Forhåndsvisning: du ser utkast.',
    previewMissingIn: {
      en: 'Bare på norsk: det engelske nettstedet viser ikke denne oppføringen.',
      no: 'Bare på engelsk: det norske nettstedet viser ikke denne oppføringen.',
    },
    previewPublished: 'Publisert: ingenting du ser her venter på å bli publisert.',
    exitPreview: 'Avslutt forhåndsvisning',
    seeLive: 'Se den publiserte siden',
  },
  menu: {
    open: 'Meny',
    close: 'Lukk menyen',
    label: 'Hovedmeny',
    links: {
      home: 'Hjem',
      projects: 'projekter',
      about: 'om-oss',
      creativeLab: 'kreativ-lab',
      services: 'servicer',
      careers: 'karrierer',
      blogs: 'blog',
      contact: 'kontakt',
    },
  },
  flag: {
    switchTo: 'English – switch to English',
    flagAlt: 'Britisk flagg',
  },
  // Offered to a browser that prefers English, so written in English (the hint carries lang="en").
  languageHint: {
    label: 'Language',
    text: 'This page is also in English.',
    link: 'Read it in English',
    dismiss: 'Close',
  },
  footer: {
    pagesLabel: 'Sider',
    columnOne: { home: 'Hjem', careers: 'Karrierer', about: 'Om oss', contact: 'Kontakt' },
    columnTwo: { projects: 'Prosjekter', services: 'Tjenester', blogs: 'Tidsskrift', creativeLab: 'Kreativ Lab' },
    officesLabel: 'Våre kontorer',
    contactButton: 'Kontakt oss',
    readArticle: 'Les Artikkelen',
    socialLabel: 'Følg oss',
    opensInNewTab: '(åpnes i en ny fane)',
    legalLabel: 'Juridisk',
    legal: {
      cookies: 'Retningslinjer for informasjonskapsler',
      terms: 'Vilkår og betingelser',
      privacy: 'Personvernerklæring',
    },
    copyright: '© {year} {name}. Alle rettigheter forbeholdt.',
  },
  social: {
    instagram: 'Instagram',
    linkedin: 'LinkedIn',
    behance: 'Behance',
    x: 'X',
    facebook: 'Facebook',
    tiktok: 'TikTok',
  },
  cookie: {
    title: 'Informasjonskapsler',
    notice:
      'Vi bruker informasjonskapsler for at nettstedet skal fungere og, med ditt samtykke, for å huske valgene dine og se hvordan nettstedet brukes.',
    policyLink: 'Les retningslinjene våre for informasjonskapsler',
    acceptAll: 'Godta alle',
    rejectAll: 'Avvis alle',
    customize: 'Tilpass',
    detailTitle: 'Tilpass innstillingene for informasjonskapsler',
    necessary: 'Nødvendige',
    necessaryText:
      'Trengs for at nettstedet skal virke, for eksempel for å huske språket ditt og dette valget. De kan ikke slås av.',
    alwaysActive: 'Alltid aktive',
    preference: 'Preferanser',
    preferenceText: 'Husker valgene dine, slik at nettstedet oppleves likt neste gang.',
    statistics: 'Statistikk',
    statisticsText: 'Hjelper oss å forstå hvordan nettstedet brukes, slik at vi kan gjøre det bedre. Anonymt.',
    save: 'Lagre mine preferanser',
    settings: 'Innstillinger for informasjonskapsler',
  },
  screens: {
    home: {
      title: '{name} – kreativt og digitalt byrå',
      heading: 'Her for å forandre, ikke tilpasse',
    },
    about: {
      title: 'Om oss',
      heading: 'VI FÅR DEG TIL Å SKILLE DEG UT FRA MENGDEN',
    },
    careers: {
      title: 'Karrierer',
      heading: 'Der arbeid møter lidenskap',
    },
    career: {
      title: 'Ledig stilling',
    },
    services: {
      title: 'Tjenester',
      heading: 'Løsninger og tjenester',
    },
    blogs: {
      title: 'Tidsskrift',
      heading: 'TIDSSKRIFT',
    },
    blog: {
      title: 'Artikkel',
    },
    projects: {
      title: 'Prosjekter',
      heading: 'Prosjekter',
    },
    project: {
      title: 'Prosjekt',
    },
    contact: {
      title: 'Kontakt',
      heading: 'TA KONTAKT',
    },
    creativeLab: {
      title: 'Kreativ Lab',
      heading: 'Kreativ Lab',
    },
    thankYou: {
      title: 'Tusen takk',
      heading: 'Tusen takk!',
      message: 'Vi har mottatt meldingen din og tar kontakt så snart vi kan.',
      home: 'Tilbake til forsiden',
    },
    terms: {
      title: 'Vilkår og betingelser',
    },
    privacy: {
      title: 'Personvernerklæring',
    },
    cookies: {
      title: 'Retningslinjer for informasjonskapsler',
    },
    notFound: {
      title: 'Fant ikke siden',
      heading: 'Ser ut som du har gått deg vill',
      message: 'Siden du leter etter finnes ikke, eller den er flyttet.',
      home: 'Gå til forsiden',
    },
  },
  unavailable: {
    title: 'Denne siden kunne ikke lastes',
    text: 'Innholdstjenesten vår svarer ikke akkurat nå. Det er ingenting galt hos deg: prøv igjen om et øyeblikk.',
    retry: 'Prøv igjen',
    home: 'Gå til forsiden',
  },
  legal: {
    lastUpdated: 'Sist oppdatert',
  },
  dragScroller: {
    cursor: 'DRA',
  },
  clocks: {
    label: 'Lokal tid på kontorene våre',
    no: 'NO',
    xk: 'XK',
    noName: 'Norge',
    xkName: 'Kosovo',
  },
} satisfies Translation

export default no
