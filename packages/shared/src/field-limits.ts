/**
 * How long each field of the two forms may be, and how large an application's document: the one source for the
 * CMS's checks (validate.ts, the submission controller) and the site's (app/lib/field-limits.ts imports this file),
 * so the browser, the site's server and the CMS refuse the same things. The content types' `maxLength`
 * (src/api/{contact-message,job-application}/content-types/…/schema.json) must match; tests/unit/field-limits.test.ts
 * (the site's unit tests) checks that they do. No imports: the site compiles this file as its own.
 */
export const CONTACT_FIELD_LIMITS = { firstName: 100, email: 254, subject: 200, message: 5000 } as const

export const APPLICATION_FIELD_LIMITS = {
  name: 100,
  surname: 100,
  email: 254,
  phoneNumber: 40,
  message: 5000,
  position: 200,
} as const

/** Each of an application's documents (CV, letter). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
