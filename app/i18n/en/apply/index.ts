import type { BaseTranslation } from '../../i18n-types'

const en_apply = {
  title: 'Apply for this role',
  formLabel: 'Job application',
  name: 'Name',
  surname: 'Surname',
  email: 'Email',
  phoneNumber: 'Phone number',
  message: 'Message',
  cv: 'CV (PDF, DOC or DOCX, max 10 MB)',
  letter: 'Motivational letter (optional)',
  chooseFile: 'Choose a file',
  chosen: 'Chosen: {name}',
  submit: 'Send application',
  submitting: 'Submitting...',
  sentTitle: 'Application sent',
  sentNext:
    'Thank you! We read every application ourselves and will answer you by e-mail within two weeks. If we would like to meet you, we will suggest a time then.',
  another: 'Send another application',
  failure: 'Your application could not be sent. Please try again.',
  rateLimited: 'Too many applications in a short time. Please wait a few minutes and try again.',
  checkFields: 'Please correct the fields marked below.',
  honeypot: 'Leave this field empty',
  chooseAgain: 'For your safety the browser does not keep chosen files: please choose your CV (and letter) again.',
  errors: {
    required: 'This field is required',
    email: 'Invalid email address',
    cvRequired: 'Please attach your CV',
    fileType: 'Only PDF, DOC or DOCX files are accepted',
    fileSize: 'The file is larger than 10 MB',
    fileEmpty: 'The file is empty',
    fileName: 'This file name is not accepted: please rename the file and choose it again',
    tooLong: 'This is too long',
  },
} satisfies BaseTranslation

export default en_apply
