import fc from 'fast-check'
import { expect, storedEntries, test } from './fixtures'

/*
 * Generated input against the real thing: the production server and the seeded Strapi. The 10 000-run properties
 * are unit tests (app/content/forms.fuzz.test.ts); here a few hundred generated posts prove the same promises end to
 * end: no 5xx, nothing invalid stored, each valid message stored exactly once even when sent twice.
 */

const RUN = `FUZZ-${Date.now().toString(36)}`

test('generated contact posts: never a 5xx, valid ones stored exactly once', async ({ request, baseURL }) => {
  test.setTimeout(120_000)
  const text = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('', ' ', '<script>alert(1)</script>', '\u0000', 'x'.repeat(300), 'Ada'),
  )
  const samples = fc.sample(
    fc.record({
      firstName: text,
      email: fc.oneof(fc.emailAddress(), text, fc.constantFrom('ada@example.org')),
      subject: text,
      message: fc.oneof(text, fc.string({ minLength: 4990, maxLength: 5100 })),
      valid: fc.boolean(),
    }),
    { numRuns: 240, seed: 42 },
  )
  let expected = 0
  for (const [index, sample] of samples.entries()) {
    // Half of them made valid on purpose, marked so the CMS can be asked for exactly these afterwards.
    const form = sample.valid
      ? {
          firstName: 'Fuzz',
          email: 'fuzz@example.org',
          subject: `${RUN}-${index}`,
          message: `Hello ${index}: ${sample.message.slice(0, 3000)}`,
        }
      : { firstName: sample.firstName, email: sample.email, subject: sample.subject, message: sample.message }
    const willStore = sample.valid
    if (willStore) expected++
    // Each from its own client (the rate limit is tested elsewhere), each valid one sent twice.
    for (let attempt = 0; attempt < (willStore ? 2 : 1); attempt++) {
      const response = await request.post('/contact', {
        form,
        headers: { origin: new URL(baseURL ?? '').origin, 'x-forwarded-for': `10.99.${index >> 8}.${index & 255}` },
        maxRedirects: 0,
      })
      expect(response.status(), JSON.stringify(form).slice(0, 200)).toBeLessThan(500)
      if (willStore) expect(response.status()).toBe(303)
    }
  }
  const stored = await storedEntries<{ subject: string }>(
    'api::contact-message.contact-message',
    'subject',
    RUN,
    '$startsWith',
  )
  expect(stored).toHaveLength(expected)
  expect(new Set(stored.map((entry) => entry.subject)).size).toBe(expected)
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
