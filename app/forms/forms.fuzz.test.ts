import fc from 'fast-check'
import * as v from 'valibot'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  applicationFieldError,
  isPlainFileName,
  looksLikeDocument,
  safeFileName,
} from '~/forms/application/application-rules'
import { contactSchema } from '~/forms/contact/contact-rules'

/*
 * Bad input at scale: at least 10 000 generated submissions through each form's server-side path. The CMS
 * behind them is a recording stand-in that keeps the real endpoint's promise (one entry per idempotency key) and
 * sometimes drops the connection, so retries are exercised too. The real CMS gets a smaller generated batch in e2e
 * (tests/e2e/fuzz.spec.ts).
 */

type Stored = { path: string; key: string | null; data: Record<string, unknown> }
/** `failNext`: how many coming calls fail; odd ones after storing (the answer is lost), even ones before. */
const cms = vi.hoisted(() => {
  // No outbox here: a failed try is answered "could not be sent" and retried by the "browser", as before decision 030
  // (the outbox has its own tests, outbox-*.test.ts).
  process.env.OUTBOX_MAX_ENTRIES = '0'
  return { stored: [] as Stored[], failNext: 0 }
})

vi.mock('./plain-post.server', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./plain-post.server')>()),
  // Every submission from a different client: this suite is about input, not the rate limit.
  clientKey: () => `client-${Math.random()}`,
}))

vi.mock('~/content/strapi.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/content/strapi.server')>()
  return {
    ...actual,
    cmsPost: async (path: string, body: BodyInit, options: { headers?: Record<string, string> } = {}) => {
      const failing = cms.failNext > 0
      const loseAnswer = failing && cms.failNext % 2 === 1
      if (failing) cms.failNext--
      if (failing && !loseAnswer) throw new actual.CmsError('connection refused (simulated)', 'unreachable')
      const key = options.headers?.['Idempotency-Key'] ?? null
      if (!(key && cms.stored.some((entry) => entry.key === key))) {
        const data: Record<string, unknown> = {}
        // The site sends bytes with their type (JSON, or multipart for an application): read them as the CMS would.
        const sent = new Response(body, { headers: { 'Content-Type': options.headers?.['Content-Type'] ?? '' } })
        if (options.headers?.['Content-Type'] === 'application/json') {
          const parsed: unknown = await sent.json()
          if (typeof parsed === 'object' && parsed !== null && 'data' in parsed && typeof parsed.data === 'object')
            Object.assign(data, parsed.data)
        } else for (const [name, value] of await sent.formData()) data[name] = value
        cms.stored.push({ path, key, data })
      }
      if (loseAnswer) throw new actual.CmsError('connection reset after storing (simulated)', 'unreachable')
      return { status: 201, body: { data: {} } }
    },
  }
})

const { submitContact } = await import('~/forms/contact/contact.server')
const { submitApplication } = await import('~/forms/application/application.server')

const RUNS = 10_000

/** Strings people and scripts type: ordinary text, e-mail-like text, whitespace, markup, very long text. */
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.emailAddress(),
  fc.constantFrom('', ' ', '\t\n', '<script>alert(1)</script>', '"; DROP TABLE x; --', '\u0000', '💥'.repeat(30)),
  fc.string({ minLength: 90, maxLength: 6000 }),
)

/** Text that passes the required-field rules most of the time, so valid submissions are common enough to matter. */
const plausible = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.constantFrom('Ada', ' Grace ', 'Æsa Ødegård', "O'Brien", 'Hello there'),
)

/** Addresses the rules accept (fast-check's RFC-wide addresses are mostly refused, and that is tested as "any text"). */
const simpleEmail = fc
  .tuple(fc.stringMatching(/^[a-z0-9._-]{1,12}$/), fc.stringMatching(/^[a-z]{1,10}$/))
  .map(([local, domain]) => `${local}@${domain}.example`)

/**
 * Every real caller sends a key, unique per message: the JavaScript form makes 128 random bits, the plain POST
 * derives one from the content. (Short generated keys would collide across runs, which real keys do not.)
 */
const key = fc.uuid().map((uuid) => uuid.replaceAll('-', ''))

/**
 * Runs `check` on RUNS generated inputs and counts those it found valid: the generators must produce valid input
 * often enough, or the property proves little.
 */
async function countValid<T>(inputs: fc.Arbitrary<T>, check: (input: T) => Promise<boolean>) {
  let valid = 0
  await fc.assert(
    fc.asyncProperty(inputs, async (input) => {
      if (await check(input)) valid++
    }),
    { numRuns: RUNS },
  )
  return valid
}

beforeEach(() => {
  cms.stored.length = 0
  cms.failNext = 0
})

/** A contact message: `text` in each field but those given, and always the honeypot (`website`) given. */
const contactMessage = (
  text: fc.Arbitrary<string>,
  fields: { email?: fc.Arbitrary<string>; website: fc.Arbitrary<string> },
) => fc.record({ firstName: text, email: text, subject: text, message: text, ...fields })

/** Any text in every field, or plausible text and mostly well-formed addresses; now and then a bot fills the honeypot. */
const contactMessages = fc.oneof(
  contactMessage(anyText, { website: fc.constantFrom('', '', '', 'http://spam.example') }),
  contactMessage(plausible, {
    email: fc.oneof(simpleEmail, simpleEmail, anyText),
    website: fc.constantFrom('', '', '', ' ', 'x'),
  }),
)

describe('contact form server path', () => {
  it(`stores exactly the valid messages, once each, whatever arrives (${RUNS} runs)`, async () => {
    const valid = await countValid(
      fc.tuple(contactMessages, key, fc.nat({ max: 3 })),
      async ([input, idempotencyKey, failures]) => {
        cms.failNext = failures
        const before = cms.stored.length
        const expectedValid = input.website.trim() === '' && v.safeParse(contactSchema, input).success
        // The browser retries with the same key until it succeeds (a failed attempt keeps the form filled).
        let result = await submitContact({ ...input, idempotencyKey })
        for (let attempt = 0; attempt < 3 && !result.ok && result.reason === 'unavailable'; attempt++) {
          result = await submitContact({ ...input, idempotencyKey })
        }
        const added = cms.stored.slice(before)
        if (!expectedValid) {
          // Invalid or a bot: nothing reaches the CMS (the honeypot answers "ok" on purpose).
          expect(added).toEqual([])
          return false
        }
        expect(result).toEqual({ ok: true })
        // However many attempts failed, before or after the CMS stored it: one entry.
        expect(added).toHaveLength(1)
        // What is stored passes the rules again, trimmed.
        expect(v.safeParse(contactSchema, added[0]?.data).success).toBe(true)
        return true
      },
    )
    // The generators must actually produce valid messages, or the property proves little.
    expect(valid).toBeGreaterThan(RUNS / 50)
  }, 120_000)

  it('a retry after a lost answer never stores twice (same key)', async () => {
    const message = { firstName: 'Ada', email: 'ada@example.org', subject: 'Hi', message: 'Hello', website: '' }
    await submitContact({ ...message, idempotencyKey: 'same-key-123' })
    await submitContact({ ...message, idempotencyKey: 'same-key-123' })
    expect(cms.stored).toHaveLength(1)
  })
})

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a])
const fileBytes = fc.oneof(
  fc.constant(PDF),
  fc.uint8Array({ maxLength: 64 }),
  fc.constant(new Uint8Array(0)),
  fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47])),
)
const fileName = fc.oneof(
  fc.constantFrom(
    'cv.pdf',
    'CV.PDF',
    'letter.docx',
    'old.doc',
    'photo.png',
    'cv',
    '../../etc/passwd.pdf',
    'C:\\x\\cv.pdf',
  ),
  fc.string({ maxLength: 30 }).map((s) => `${s}.pdf`),
  fc.string({ minLength: 300, maxLength: 2000 }).map((s) => `${s}.pdf`),
)
const maybeFile = fc.option(fc.record({ bytes: fileBytes, name: fileName }), { nil: null })

const TEXT_FIELDS = ['name', 'surname', 'email', 'phoneNumber', 'message'] as const

/** An application's text fields: `text` in each, but those given; the honeypot now and then filled, as a bot does. */
const applicationFields = (
  text: fc.Arbitrary<string>,
  fields: Partial<Record<'email' | 'phoneNumber' | 'message', fc.Arbitrary<string>>> = {},
) =>
  fc.record({
    name: text,
    surname: text,
    email: text,
    phoneNumber: text,
    message: text,
    website: fc.constantFrom('', '', '', 'x'),
    ...fields,
  })

/** Any text in every field, or plausible names, mostly well-formed addresses and optional phone number and message. */
const applications = fc.oneof(
  applicationFields(anyText),
  applicationFields(plausible, {
    email: fc.oneof(simpleEmail, simpleEmail, anyText),
    phoneNumber: fc.oneof(fc.constant(''), fc.string({ maxLength: 50 })),
    message: fc.oneof(fc.constant(''), anyText),
  }),
)

/** The oracle: what the rules say about one generated application. */
function looksValid(fields: Record<string, string>, cv: { bytes: Uint8Array; name: string } | null, letter: typeof cv) {
  const textOk = TEXT_FIELDS.every((name) => applicationFieldError(name, fields[name]?.trim() ?? '') === undefined)
  const fileOk = (f: typeof cv, required: boolean) =>
    f === null
      ? !required
      : f.bytes.length > 0 &&
        f.name.length <= 255 &&
        isPlainFileName(f.name) &&
        /\.(pdf|docx?)$/i.test(f.name) &&
        looksLikeDocument(f.bytes)
  return textOk && fileOk(cv, true) && fileOk(letter, false) && (fields.website ?? '') === ''
}

describe('job application server path', () => {
  it(`stores exactly the valid applications with safe file names (${RUNS} runs)`, async () => {
    const valid = await countValid(
      fc.tuple(applications, fc.oneof(fc.record({ bytes: fc.constant(PDF), name: fileName }), maybeFile), maybeFile),
      async ([fields, cv, letter]) => {
        const form = new FormData()
        for (const [name, value] of Object.entries(fields)) form.append(name, value)
        // A position the post names is not the one stored: the job's title is.
        form.append('position', 'Chief Executive Officer')
        if (cv) form.append('file1', new File([cv.bytes], cv.name))
        if (letter) form.append('file2', new File([letter.bytes], letter.name))
        const before = cms.stored.length
        const result = await submitApplication(form, 'Brand Designer')
        const added = cms.stored.slice(before)
        if (!looksValid(fields, cv, letter)) {
          expect(added).toEqual([])
          if (fields.website === '') expect(result.ok).toBe(false)
          return false
        }
        expect(result).toEqual({ ok: true })
        expect(added).toHaveLength(1)
        expect(added[0]?.data.position).toBe('Brand Designer')
        for (const name of ['file1', 'file2']) {
          const stored = added[0]?.data[name]
          if (stored instanceof File) {
            expect(isPlainFileName(stored.name)).toBe(true)
            expect(stored.name.length).toBeLessThanOrEqual(120)
          }
        }
        return true
      },
    )
    expect(valid).toBeGreaterThan(RUNS / 200)
  }, 180_000)

  it('refuses upload abuse cleanly: oversize, wrong type by content, zero bytes, hostile names', async () => {
    const base = () => {
      const form = new FormData()
      for (const [name, value] of Object.entries({ name: 'Ada', surname: 'L', email: 'ada@example.org' }))
        form.append(name, value)
      return form
    }
    const cases: [string, File, string][] = [
      ['oversize', new File([new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25)], 'big.pdf'), 'fileSize'],
      ['PNG renamed', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0])], 'cv.pdf'), 'fileType'],
      ['zero bytes', new File([], 'cv.pdf'), 'fileEmpty'],
      ['no extension', new File([PDF], 'cv'), 'fileType'],
      ['a folder in the name', new File([PDF], '../../etc/cv.pdf'), 'fileName'],
      ['a 10 000-character name', new File([PDF], `${'a'.repeat(10_000)}.pdf`), 'fileName'],
      ['a control character', new File([PDF], 'cv\u0007.pdf'), 'fileName'],
    ]
    for (const [, file, error] of cases) {
      const form = base()
      form.append('file1', file)
      expect(await submitApplication(form, 'Brand Designer')).toEqual({
        ok: false,
        reason: 'invalid',
        fields: { file1: error },
      })
    }
    expect(cms.stored).toEqual([])
  })
})

describe('safeFileName', () => {
  it('never keeps folders, control characters or unbounded length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 3000 }), (name) => {
        const safe = safeFileName(name)
        expect(isPlainFileName(safe)).toBe(true)
        expect(safe.length).toBeGreaterThan(0)
        expect(safe.length).toBeLessThanOrEqual(120)
        expect(safe.startsWith('.')).toBe(false)
        expect(safe).not.toMatch(/[\p{Cc}\p{Cf}]/u)
      }),
      { numRuns: RUNS },
    )
    expect(safeFileName('../../etc/passwd.pdf')).toBe('passwd.pdf')
    expect(safeFileName('C:\\Users\\ada\\CV.PDF')).toBe('CV.pdf')
    expect(safeFileName('\u0000.pdf')).toBe('document.pdf')
    // A right-to-left override showed this as "xfdp.jpg" (issue 63); zero widths and marks go too.
    expect(safeFileName('x\u202Egpj.pdf')).toBe('xgpj.pdf')
    expect(safeFileName('\u2067cv\u200B\uFEFF.PDF\u2069')).toBe('cv.pdf')
  })
})
