import type { PersonalDataMessage } from '../personal-data/labels'

/** The personal-data page (../personal-data) in Norwegian Bokmål, message for message. */
export const personalData: Record<PersonalDataMessage, string> = {
  menu: 'Personopplysninger',
  subtitle:
    'Når noen ber om en kopi av det de har sendt byrået, eller om å bli slettet: alt som er lagret for e-postadressen deres.',
  email: 'E-postadressen deres',
  find: 'Finn opplysningene',
  invalid: 'Skriv e-postadressen personen skrev fra, for eksempel kari@example.org.',
  failed: 'Det gikk ikke. Prøv igjen, eller spør den som drifter CMS-et.',
  none: 'Ingenting er lagret for {email}.',
  found: 'Lagret for {email}: {counts}.',
  counts:
    '{messages, plural, one {# kontaktmelding} other {# kontaktmeldinger}}, {applications, plural, one {# jobbsøknad} other {# jobbsøknader}} og {files, plural, one {# fil} other {# filer}}',
  download: 'Last ned en kopi (.tar.gz)',
  erase: 'Slett alt',
  'erase-title': 'Slette for godt?',
  'erase-body': 'Dette sletter {counts} lagret for {email}, med filene. Det kan ikke angres.',
  cancel: 'Avbryt',
  'erase-confirm': 'Slett',
  erased: 'Slettet for {email}: {counts}.',
  mail: 'E-postvarslene om meldingene deres ligger i byråets innboks: slett dem der også.',
}
