/** The personal-data page's words in English; ../norwegian/personal-data.ts has each in Norwegian. */
export const PERSONAL_DATA_MESSAGES = {
  menu: 'Personal data',
  subtitle:
    'When someone asks for a copy of what they sent the agency, or to be deleted: everything stored for their e-mail address.',
  email: 'Their e-mail address',
  find: 'Find their data',
  invalid: 'Enter the e-mail address the person wrote from, such as kari@example.org.',
  failed: 'That did not work. Try again, or ask whoever runs the CMS.',
  none: 'Nothing is stored for {email}.',
  found: 'Stored for {email}: {counts}.',
  counts:
    '{messages, plural, one {# contact message} other {# contact messages}}, {applications, plural, one {# job application} other {# job applications}} and {files, plural, one {# file} other {# files}}',
  download: 'Download a copy (.tar.gz)',
  erase: 'Erase all of it',
  'erase-title': 'Erase for good?',
  'erase-body': 'This deletes {counts} stored for {email}, with the files. It cannot be undone.',
  cancel: 'Cancel',
  'erase-confirm': 'Erase',
  erased: 'Erased for {email}: {counts}.',
  mail: 'The e-mail notifications of their messages are in the agency’s mailbox: delete those there too.',
} as const

export type PersonalDataMessage = keyof typeof PERSONAL_DATA_MESSAGES

/** Where the admin's translations keep them (src/admin/app.tsx registers the Norwegian under the same ids). */
export const PERSONAL_DATA_SCOPE = 'origin.personal-data'

/** A message as react-intl takes it: its id, and the English for any language without one. */
export const t = (key: PersonalDataMessage) => ({
  id: `${PERSONAL_DATA_SCOPE}.${key}`,
  defaultMessage: PERSONAL_DATA_MESSAGES[key],
})

export const MENU_LABEL = t('menu')
