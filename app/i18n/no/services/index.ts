import type { NamespaceServicesTranslation } from '../../i18n-types'

const no_services = {
  lead: 'Design, utvikling og markedsføring under samme tak, formet etter det merkevaren din trenger for å vokse.',
  viewProjects: 'Se prosjekter',
  panelsLabel: 'Hva vi gjør',
  design: {
    title: 'Design',
    text: 'Identiteter og visuelle uttrykk folk husker, fra den første skissen til hvert kontaktpunkt.',
    items: {
      brand: 'Logo- og merkevareutvikling',
      graphic: 'Grafisk design',
      animation: 'Animasjon',
      print: 'Trykksaker',
      social: 'Grafikk for sosiale medier',
      packaging: 'Emballasje',
      motion: 'Motion graphics',
      illustration: 'Illustrasjon',
    },
  },
  development: {
    title: 'Utvikling',
    text: 'Raske, sikre og universelt utformede nettsider, nettbutikker og programvare som er en glede å bruke.',
    items: {
      uiux: 'UI/UX-design',
      web: 'Webutvikling',
      ecommerce: 'Netthandel',
      software: 'Skreddersydd programvare',
      responsive: 'Responsivt design',
      seo: 'SEO',
      api: 'API-integrasjon',
      security: 'Nettstedsikkerhet',
    },
  },
  marketing: {
    title: 'Markedsføring',
    text: 'Kampanjer og innhold som når de rette menneskene og viser hva de gir tilbake.',
    items: {
      digital: 'Digital markedsføring',
      social: 'Drift av sosiale medier',
      ads: 'SEO og annonser',
      content: 'Innholdsproduksjon',
      video: 'Videoproduksjon',
      analysis: 'Analyse og rapportering',
      campaigns: 'Integrerte kampanjer',
    },
  },
  processTitle: 'Slik jobber vi',
  process: {
    consultation: {
      title: 'Rådgivning og strategi',
      text: 'Vi lytter, stiller de vanskelige spørsmålene og blir enige om mål vi kan måle.',
    },
    ideation: {
      title: 'Kreativ idéutvikling og konseptualisering',
      text: 'Idéer, moodboards og konsepter, testet tidlig mot de samme målene.',
    },
    build: {
      title: 'Design og utvikling',
      text: 'Vi designer og bygger i korte runder, og du ser fremdrift hver uke.',
    },
    testing: {
      title: 'Optimalisering og testing',
      text: 'Hastighet, tilgjengelighet og brukervennlighet sjekkes på ekte enheter før lansering.',
    },
    evaluation: {
      title: 'Resultatmåling og forbedring',
      text: 'Etter lansering måler vi, lærer og forbedrer det som betyr noe.',
    },
    delivery: {
      title: 'Levering og suksess',
      text: 'En overlevering dere kan bygge videre på, og et team som blir værende.',
    },
  },
  ctaNumber: '180+',
  ctaText: 'prosjekter levert for merkevarer som ville skille seg ut. Ditt kan bli det neste.',
  ctaLink: 'Kontakt oss',
} satisfies NamespaceServicesTranslation

export default no_services
