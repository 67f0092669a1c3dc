import type { FieldText } from '../define'
import { contentType } from '../define'

/** When a submission came in: its `createdAt`, which the list sorts by. */
const RECEIVED: FieldText = {
  label: { en: 'Received', no: 'Mottatt' },
  description: { en: 'When the site sent it in.', no: 'Da nettstedet sendte den inn.' },
}

/** The two keys that keep a form sent twice (a double click, a retry) from being stored twice (decision 012). */
const IDEMPOTENCY = {
  idempotencyKey: {
    label: { en: 'Submission key', no: 'Innsendingsnøkkel' },
    description: {
      en: 'Kept by the CMS so a form sent twice is stored once. Not for editing.',
      no: 'Brukes av CMS-et så et skjema som sendes to ganger, lagres én gang. Skal ikke endres.',
    },
    hidden: true,
  },
  idempotencyHash: {
    label: { en: 'Submission fingerprint', no: 'Innsendingsavtrykk' },
    description: {
      en: 'Kept by the CMS beside the submission key. Not for editing.',
      no: 'Brukes av CMS-et sammen med innsendingsnøkkelen. Skal ikke endres.',
    },
    hidden: true,
  },
} satisfies Record<string, FieldText>

/** A message sent with the contact page's form (/contact, /kontakt); read by the Leads role (decision 051). */
export const contactMessage = contentType('api::contact-message.contact-message', {
  name: { en: 'Contact message', no: 'Kontaktmelding' },
  title: 'subject',
  list: ['firstName', 'email', 'createdAt'],
  sort: { by: 'createdAt', order: 'DESC' },
  system: { createdAt: RECEIVED },
  fields: {
    firstName: {
      label: { en: 'Name', no: 'Navn' },
      description: {
        en: 'The name the visitor gave on the contact page (/contact, /kontakt).',
        no: 'Navnet den besøkende oppga på kontaktsiden (/contact, /kontakt).',
      },
      width: 'half',
    },
    email: {
      label: { en: 'E-mail address', no: 'E-postadresse' },
      description: {
        en: 'Where to answer them.',
        no: 'Adressen du svarer til.',
      },
      width: 'half',
    },
    subject: {
      label: { en: 'Subject', no: 'Emne' },
      description: {
        en: 'What the message is about, in their words.',
        no: 'Hva meldingen handler om, med deres ord.',
      },
    },
    message: {
      label: { en: 'Message', no: 'Melding' },
      description: {
        en: 'Their message. Delete it when they ask; otherwise it is deleted after the time the privacy policy gives.',
        no: 'Meldingen deres. Slett den hvis de ber om det; ellers slettes den etter tiden personvernerklæringen oppgir.',
      },
    },
    ...IDEMPOTENCY,
  },
})

/** An application sent with a job's form (/careers/<job>); read by the Leads role (decision 051). */
export const jobApplication = contentType('api::job-application.job-application', {
  name: { en: 'Job application', no: 'Jobbsøknad' },
  title: 'position',
  list: ['name', 'surname', 'createdAt'],
  sort: { by: 'createdAt', order: 'DESC' },
  system: { createdAt: RECEIVED },
  fields: {
    position: {
      label: { en: 'Job', no: 'Stilling' },
      description: {
        en: 'The job they applied for: the title of the job page the form was on.',
        no: 'Stillingen de søkte på: tittelen på stillingssiden skjemaet var på.',
      },
    },
    name: {
      label: { en: 'First name', no: 'Fornavn' },
      description: { en: 'As they wrote it in the form.', no: 'Slik de skrev det i skjemaet.' },
      width: 'half',
    },
    surname: {
      label: { en: 'Last name', no: 'Etternavn' },
      description: { en: 'As they wrote it in the form.', no: 'Slik de skrev det i skjemaet.' },
      width: 'half',
    },
    email: {
      label: { en: 'E-mail address', no: 'E-postadresse' },
      description: { en: 'Where to answer them.', no: 'Adressen du svarer til.' },
      width: 'half',
    },
    phoneNumber: {
      label: { en: 'Phone number', no: 'Telefonnummer' },
      description: { en: 'If they gave one.', no: 'Hvis de oppga et.' },
      width: 'half',
    },
    message: {
      label: { en: 'Message', no: 'Melding' },
      description: {
        en: 'What they wrote with the application.',
        no: 'Det de skrev sammen med søknaden.',
      },
    },
    file1: {
      label: { en: 'CV', no: 'CV' },
      description: {
        en: 'Their CV: open the "download" link to read it. Each link works for 30 minutes; open the application again for a fresh one.',
        no: 'CV-en deres: åpne «download»-lenken for å lese den. Hver lenke virker i 30 minutter; åpne søknaden på nytt for en ny.',
      },
    },
    file2: {
      label: { en: 'Cover letter', no: 'Søknadsbrev' },
      description: {
        en: 'Their letter, if they sent one: the same kind of link as the CV.',
        no: 'Brevet deres, hvis de sendte et: samme slags lenke som CV-en.',
      },
    },
    ...IDEMPOTENCY,
  },
})
