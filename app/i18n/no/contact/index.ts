import type { NamespaceContactTranslation } from '../../i18n-types'

const no_contact = {
  lead: 'Fortell oss om prosjektet, idéen eller spørsmålet ditt. Vi svarer innen to virkedager.',
  formLabel: 'Kontaktskjema',
  firstName: 'Navn',
  email: 'E-post',
  subject: 'Emne',
  message: 'Melding',
  submit: 'Send melding',
  sending: 'Sender…',
  success: 'E-post er sendt',
  failure: 'Kunne ikke sende melding. Vennligst prøv igjen.',
  rateLimited: 'For mange meldinger på kort tid. Vent noen minutter og prøv igjen.',
  checkFields: 'Vennligst rett feltene som er merket nedenfor.',
  errors: {
    nameRequired: 'Navn er påkrevd',
    emailRequired: 'E-post er påkrevd',
    emailInvalid: 'Ugyldig e-postadresse',
    subjectRequired: 'Emne er påkrevd',
    messageRequired: 'Melding er påkrevd',
    tooLong: 'Dette er for langt',
  },
  officesTitle: 'Besøk oss',
  openMap: 'Åpne {city} i kart',
  socialTitle: 'Finn oss på nett',
  honeypot: 'La dette feltet stå tomt',
} satisfies NamespaceContactTranslation

export default no_contact
