import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/** The contact form in each language: its page, labels and button, where a sent message leads, what a failure says. */
export const contactForm = {
  en: {
    path: '/contact',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    message: 'Message',
    send: 'Send message',
    thanks: /\/thank-you$/,
    failed: 'Failed to send message. Please try again.',
  },
  no: {
    path: '/kontakt',
    name: 'Navn',
    email: 'E-post',
    subject: 'Emne',
    message: 'Melding',
    send: 'Send melding',
    thanks: /\/tusen-takk$/,
    failed: 'Kunne ikke sende melding. Vennligst prøv igjen.',
  },
} as const

/** What a visitor types: Ada at ada@example.org unless a test is about someone else. */
export type ContactMessage = { subject: string; message: string; name?: string; email?: string }

const FIELDS = ['name', 'email', 'subject', 'message'] as const

const typed = (message: ContactMessage) => ({ name: 'Ada', email: 'ada@example.org', ...message })

/** Types the message into the form, field by field in the form's order (the message last), without sending it. */
export async function fillContactForm(page: Page, lang: 'en' | 'no', message: ContactMessage): Promise<void> {
  const copy = contactForm[lang]
  const fields = typed(message)
  for (const field of FIELDS) await page.getByLabel(copy[field]).fill(fields[field])
}

/** Types the message into the form on the page and presses Send. */
export async function sendContactForm(page: Page, lang: 'en' | 'no', message: ContactMessage): Promise<void> {
  await fillContactForm(page, lang, message)
  await page.getByRole('button', { name: contactForm[lang].send }).click()
}

/**
 * The form after a message that was not sent: it says why (`said`, the failure message unless a test expects another)
 * and still holds every field as typed, so nothing has to be typed again.
 */
export async function expectContactKept(
  page: Page,
  lang: 'en' | 'no',
  message: ContactMessage,
  said: string = contactForm[lang].failed,
): Promise<void> {
  const copy = contactForm[lang]
  const fields = typed(message)
  await expect(page.getByRole('status')).toHaveText(said)
  for (const field of FIELDS) await expect(page.getByLabel(copy[field]), field).toHaveValue(fields[field])
}
