import type { NamespaceHomeTranslation } from '../../i18n-types'

const no_home = {
  heroLabel: 'Introduksjon',
  heroScroll: 'Bla for å utforske',
  videoLabel: 'Bakgrunnsvideo: langsomme former i fargene våre',
  aboutButton: 'Om oss',
  reelLabel: 'Showreel',
  reelPlay: 'START',
  reelPause: 'PAUSE',
  reelWord: 'REEL',
  reelPlayButton: 'Spill av showreelen',
  reelPauseButton: 'Sett showreelen på pause',
  seeMoreProjects: 'Se flere prosjekter',
  projectYear: 'År',
  projectStatus: 'Status',
  projectFocus: 'Fokus',
  projectImageAlt: 'Forsidebilde fra prosjektet {title}',
  testimonialsStrip: 'Kundeuttalelser',
  testimonialsHint: 'Dra, bla eller bruk piltastene for å lese mer.',
  readArticle: 'Les Artikkelen',
  blogPreviewAlt: 'Forhåndsvisning av artikkelen {title}',
} satisfies NamespaceHomeTranslation

export default no_home
