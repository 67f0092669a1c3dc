import type { BaseTranslation } from '../../i18n-types'

const en_contact = {
  lead: 'Tell us about your project, your idea or your question. We reply within two working days.',
  formLabel: 'Contact form',
  firstName: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send message',
  sending: 'Sending…',
  success: 'Email successfully sent',
  failure: 'Failed to send message. Please try again.',
  rateLimited: 'Too many messages in a short time. Please wait a few minutes and try again.',
  checkFields: 'Please correct the fields marked below.',
  errors: {
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Invalid email address',
    subjectRequired: 'Subject is required',
    messageRequired: 'Message is required',
    tooLong: 'This is too long',
  },
  officesTitle: 'Visit us',
  openMap: 'Open {city} in maps',
  socialTitle: 'Find us online',
  honeypot: 'Leave this field empty',
} satisfies BaseTranslation

export default en_contact
