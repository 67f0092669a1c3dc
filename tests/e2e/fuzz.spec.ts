import fc from 'fast-check'
import * as v from 'valibot'
import { type ContactField, contactFieldError, contactSchema } from '../../app/forms/contact/contact-rules'
import { expect, storedEntries, test } from './fixtures'

/*
 * Generated input against the real thing: the production server and the seeded Strapi. The 10 000-run properties
 * are unit tests (app/forms/forms.fuzz.test.ts); here a few hundred generated posts prove the same promises end to
 * end: no 5xx, nothing invalid stored, each valid message stored exactly once even when sent twice.
 */

const RUN = `FUZZ-${Date.now().toString(36)}`
const FIELDS: readonly ContactField[] = ['firstName', 'email', 'subject', 'message']
/** The fields that carry the run's mark, so the CMS can be asked for everything this test could have stored. */
const MARKED: readonly ContactField[] = ['firstName', 'subject', 'message']

/** A message that passes every rule, each of its text fields marked with the run and its index. */
const markedMessage = (index: number, words: string): Record<ContactField, string> => ({
  firstName: `Fuzz ${RUN}`,
  email: `fuzz.${index}@example.org`,
  subject: `${RUN}-${index}`,
  message: `Hello ${RUN}-${index}: ${words.slice(0, 3000)}`,
})

const text = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '\t\n',
    '<script>alert(1)</script>',
    '\u0000',
    '\u202e',
    'x'.repeat(300),
    'Ada',
    'no-at-sign',
  ),
  fc.string({ minLength: 4990, maxLength: 5100 }),
)
/** A value the field's own rule refuses: what a visitor, a bot or a broken client might send in its place. */
const brokenValue = (field: ContactField) => text.filter((value) => contactFieldError(field, value) !== undefined)

test('generated contact posts: never a 5xx, invalid ones refused and never stored, valid ones stored exactly once', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const samples = fc.sample(
    fc.record({
      valid: fc.boolean(),
      words: text,
      // Which fields to break: one to three, never all three marked ones, so a stored one could always be found.
      broken: fc
        .subarray([...FIELDS], { minLength: 1, maxLength: 3 })
        .filter((fields) => MARKED.some((field) => !fields.includes(field))),
      values: fc.record({
        firstName: brokenValue('firstName'),
        email: brokenValue('email'),
        subject: brokenValue('subject'),
        message: brokenValue('message'),
      }),
    }),
    { numRuns: 240, seed: 42 },
  )
  let expected = 0
  for (const [index, sample] of samples.entries()) {
    const form = markedMessage(index, sample.words)
    if (!sample.valid) for (const field of sample.broken) form[field] = sample.values[field]
    // The test's own sorting is checked against the rules, so a sample meant to fail cannot slip through as valid.
    expect(v.safeParse(contactSchema, form).success, JSON.stringify(form).slice(0, 200)).toBe(sample.valid)
    if (sample.valid) expected++
    // Each from its own client (the rate limit is tested elsewhere), each valid one sent twice.
    for (let attempt = 0; attempt < (sample.valid ? 2 : 1); attempt++) {
      const response = await request.post('/contact', {
        form,
        headers: { origin: new URL(baseURL ?? '').origin, 'x-forwarded-for': `10.99.${index >> 8}.${index & 255}` },
        maxRedirects: 0,
      })
      const what = JSON.stringify(form).slice(0, 200)
      if (sample.valid) {
        expect(response.status(), what).toBe(303)
      } else {
        // The page again with the failure state, as for any input the visitor must correct.
        expect(response.status(), what).toBe(422)
        expect(await response.text(), what).toContain('data-kind="failure"')
      }
    }
  }
  // Everything this run stored: an invalid sample kept at least one marked field, so had it been stored it would be
  // here. Counting all messages instead would race the other contact tests, which run beside this one.
  const stored = await storedEntries<{ subject: string }>(
    'api::contact-message.contact-message',
    MARKED,
    RUN,
    '$contains',
  )
  const validSubjects = samples.flatMap((sample, index) => (sample.valid ? [`${RUN}-${index}`] : []))
  expect(validSubjects).toHaveLength(expected)
  expect(stored.map((entry) => entry.subject).sort()).toEqual([...validSubjects].sort())
})

test('upload abuse through the plain form post is refused cleanly and stores nothing', async ({ request, baseURL }) => {
  const PDF = Buffer.from('%PDF-1.4\n%%EOF\n')
  const cases = [
    {
      name: 'oversize',
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 0x25) },
    },
    {
      name: 'png renamed',
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]) },
    },
    { name: 'zero bytes', file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) } },
    { name: 'huge name', file: { name: `${'a'.repeat(5000)}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
    { name: 'path', file: { name: '../../etc/passwd.pdf', mimeType: 'application/pdf', buffer: PDF } },
  ]
  for (const [index, abuse] of cases.entries()) {
    const email = `${RUN.toLowerCase()}.abuse${index}@example.org`
    const response = await request.post('/careers/brand-designer', {
      multipart: { name: 'Mallory', surname: 'M', email, position: 'Brand Designer', file1: abuse.file },
      headers: { origin: new URL(baseURL ?? '').origin, 'x-forwarded-for': `10.98.0.${index}` },
      maxRedirects: 0,
    })
    // The page again, with what went wrong: 422, as for any input the visitor must correct.
    expect(response.status(), abuse.name).toBe(422)
    expect(await response.text(), abuse.name).toContain('data-kind="failure"')
    expect(await storedEntries('api::job-application.job-application', 'email', email), abuse.name).toHaveLength(0)
  }
})
