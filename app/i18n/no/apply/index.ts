import type { NamespaceApplyTranslation } from '../../i18n-types'

const no_apply = {
  title: 'Søk på stillingen',
  formLabel: 'Søknad',
  name: 'Fornavn',
  surname: 'Etternavn',
  email: 'E-post',
  phoneNumber: 'Telefonnummer',
  message: 'Melding',
  cv: 'CV (PDF, DOC eller DOCX, maks 10 MB)',
  letter: 'Søknadsbrev (valgfritt)',
  chooseFile: 'Velg en fil',
  chosen: 'Valgt: {name}',
  submit: 'Send søknad',
  submitting: 'Sender inn...',
  sentTitle: 'Søknaden er sendt',
  sentNext:
    'Takk! Vi leser hver søknad selv og svarer deg på e-post innen to uker. Vil vi gjerne møte deg, foreslår vi et tidspunkt da.',
  another: 'Send en ny søknad',
  failure: 'Søknaden kunne ikke sendes. Vennligst prøv igjen.',
  rateLimited: 'For mange søknader på kort tid. Vent noen minutter og prøv igjen.',
  checkFields: 'Vennligst rett feltene som er merket nedenfor.',
  honeypot: 'La dette feltet stå tomt',
  chooseAgain: 'Av sikkerhetshensyn beholder ikke nettleseren valgte filer: velg CV-en (og brevet) på nytt.',
  errors: {
    required: 'Dette feltet er påkrevd',
    email: 'Ugyldig e-postadresse',
    cvRequired: 'Legg ved CV-en din',
    fileType: 'Bare PDF-, DOC- eller DOCX-filer godtas',
    fileSize: 'Filen er større enn 10 MB',
    fileEmpty: 'Filen er tom',
    fileName: 'Dette filnavnet godtas ikke: gi filen et nytt navn og velg den på nytt',
    tooLong: 'Dette er for langt',
  },
} satisfies NamespaceApplyTranslation

export default no_apply
