// Contract tests of the write endpoints and of what anonymous visitors must never see.
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { readdir, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import {
  admin,
  adminFetch,
  application,
  CMS_URL,
  DOC,
  DOCX,
  FILES_SIGNING_SECRET,
  file,
  get,
  PDF,
  PNG,
  postForm,
  postJson,
  postWhileSending,
  smtpSink,
  unique,
  WRITE_TOKEN,
} from './helpers.mjs'

const contact = (overrides = {}) => ({
  data: {
    firstName: 'Ada',
    email: 'ada@example.org',
    subject: 'A new website',
    message: 'Hello from the tests.',
    ...overrides,
  },
})

async function storedContact(subject) {
  const { body } = await adminFetch(
    `/content-manager/collection-types/api::contact-message.contact-message?filters[subject][$eq]=${encodeURIComponent(subject)}`,
  )
  return body.results
}

// A local SMTP sink: the CMS is started with SMTP_HOST=127.0.0.1 and SMTP_PORT (default 2525) pointing at it.
// The agency's address: CONTACT_EMAIL_TO of the CMS under test (its default when unset).
const AGENCY = process.env.CONTACT_EMAIL_TO || 'hello@origin.example'
const mails = []
const sink = smtpSink((mail) => mails.push(mail))
let sinkOpen = false
const closeSink = () =>
  sinkOpen
    ? new Promise((resolve) =>
        sink.close(() => {
          sinkOpen = false
          resolve()
        }),
      )
    : Promise.resolve()
before(
  () =>
    new Promise((resolve) =>
      sink.listen(Number(process.env.SMTP_PORT || 2525), '127.0.0.1', () => {
        sinkOpen = true
        resolve()
      }),
    ),
)
after(closeSink)

describe('POST /api/sendForm', () => {
  it('stores a valid message (201) and notifies the agency by e-mail', async () => {
    const subject = unique('Stored')
    const { status, body } = await postJson('/api/sendForm', contact({ subject }))
    assert.equal(status, 201)
    assert.ok(body.data.documentId)
    const rows = await storedContact(subject)
    assert.equal(rows.length, 1)
    assert.equal(rows[0].email, 'ada@example.org')
    for (let i = 0; i < 50 && !mails.some((m) => m.text.includes(subject)); i++)
      await new Promise((r) => setTimeout(r, 100))
    const mail = mails.find((m) => m.text.includes(subject))
    assert.ok(mail, 'notification e-mail received by the SMTP sink')
    assert.deepEqual(mail.to, [AGENCY])
    assert.match(mail.text, /^Reply-To: ada@example\.org\r?$/im, 'the agency can answer the visitor directly')
  })

  it('refuses bad input with 400 naming the fields, and stores nothing', async () => {
    const subject = unique('Refused')
    const { status, body } = await postJson(
      '/api/sendForm',
      contact({ firstName: '', email: 'not-an-email', subject, message: '   ' }),
    )
    assert.equal(status, 400)
    const paths = body.error.details.errors.map((e) => e.path.join('.'))
    assert.deepEqual(paths.sort(), ['email', 'firstName', 'message'])
    assert.equal((await storedContact(subject)).length, 0)
    const tooLong = await postJson('/api/sendForm', contact({ message: 'x'.repeat(5001) }))
    assert.equal(tooLong.status, 400)
  })

  it('needs the write token (401)', async () => {
    assert.equal((await postJson('/api/sendForm', contact(), { token: null })).status, 401)
    assert.equal((await postJson('/api/sendForm', contact(), { token: 'wrong' })).status, 401)
  })

  it('stores a retried submission once (idempotency key)', async () => {
    const subject = unique('Retried')
    const key = unique('key').replace(/[^A-Za-z0-9_-]/g, '')
    const first = await postJson('/api/sendForm', contact({ subject }), { headers: { 'Idempotency-Key': key } })
    const second = await postJson('/api/sendForm', contact({ subject }), { headers: { 'Idempotency-Key': key } })
    assert.equal(first.status, 201)
    assert.deepEqual(second, first, 'the retry answers exactly like the first request')
    assert.equal((await storedContact(subject)).length, 1)
    // The key may also come in the body, and concurrent retries still store one message.
    const bodyKey = unique('bodykey')
    const subject2 = unique('Concurrent')
    const answers = await Promise.all(
      [1, 2, 3].map(() => postJson('/api/sendForm', contact({ subject: subject2, idempotencyKey: bodyKey }))),
    )
    assert.deepEqual(
      answers.map((a) => a.status),
      [201, 201, 201],
    )
    assert.equal(new Set(answers.map((a) => a.body.data.documentId)).size, 1)
    assert.equal((await storedContact(subject2)).length, 1)
    // A malformed key is refused, not silently ignored.
    const bad = await postJson('/api/sendForm', contact({ subject: unique('Badkey') }), {
      headers: { 'Idempotency-Key': 'a b' },
    })
    assert.equal(bad.status, 400)
    assert.deepEqual(
      bad.body.error.details.errors.map((e) => e.path[0]),
      ['idempotencyKey'],
    )
  })

  it('strips control characters and bidi overrides from one-line fields; messages keep line breaks and tabs', async () => {
    const subject = unique('Controls')
    const nul = String.fromCharCode(0)
    const esc = String.fromCharCode(0x1b)
    const sent = await postJson(
      '/api/sendForm',
      contact({
        firstName: `Ada${nul}\u202egpj.exe${esc}[2J`,
        email: `ada@example.org${esc}`,
        subject: `${subject}\r\nBcc: x@example.org`,
        message: `Line one\r\nLine two\tend${nul}\u2066`,
      }),
    )
    assert.equal(sent.status, 201)
    const [row] = await storedContact(`${subject} Bcc: x@example.org`)
    assert.ok(row, 'stored with the line break turned into spaces')
    assert.equal(row.firstName, 'Adagpj.exe[2J')
    assert.equal(row.email, 'ada@example.org')
    assert.equal(row.message, 'Line one\nLine two\tend')
    const email = `${unique('ctl')}@example.org`
    assert.equal(
      (
        await postForm(
          '/api/job-application',
          application({
            email,
            name: `Ada${nul}`,
            surname: 'Love\u202elace',
            phoneNumber: `+47${esc}1`,
            position: `Dev\nOps`,
          }),
        )
      ).status,
      201,
    )
    const { body } = await adminFetch(
      `/content-manager/collection-types/api::job-application.job-application?filters[email][$eq]=${encodeURIComponent(email)}`,
    )
    const stored = body.results[0]
    assert.deepEqual(
      [stored.name, stored.surname, stored.phoneNumber, stored.position],
      ['Ada', 'Lovelace', '+471', 'Dev Ops'],
    )
  })

  it('refuses a key reused with other content (409), and stores nothing for it', async () => {
    const key = unique('edited').replace(/[^A-Za-z0-9_-]/g, '')
    const subject = unique('Original')
    assert.equal(
      (await postJson('/api/sendForm', contact({ subject }), { headers: { 'Idempotency-Key': key } })).status,
      201,
    )
    const edited = unique('Edited')
    const reused = await postJson('/api/sendForm', contact({ subject: edited, message: 'Something else entirely.' }), {
      headers: { 'Idempotency-Key': key },
    })
    assert.equal(reused.status, 409)
    assert.equal(reused.body.error.name, 'ConflictError')
    assert.equal((await storedContact(edited)).length, 0)
    assert.equal((await storedContact(subject)).length, 1)
    // The same content with the same key is still a plain retry.
    assert.equal(
      (await postJson('/api/sendForm', contact({ subject }), { headers: { 'Idempotency-Key': key } })).status,
      201,
    )
  })
})

describe('POST /api/job-application', () => {
  it('stores an application with a PDF CV and a DOC letter (201)', async () => {
    const email = `${unique('ada')}@example.org`
    const { status } = await postForm(
      '/api/job-application',
      application({ email }, { file1: file(PDF, 'cv.pdf'), file2: file(DOC, 'letter.doc', 'application/msword') }),
    )
    assert.equal(status, 201)
    const { body } = await adminFetch(
      `/content-manager/collection-types/api::job-application.job-application?filters[email][$eq]=${encodeURIComponent(email)}`,
    )
    assert.equal(body.results.length, 1)
    assert.equal(body.results[0].file1.mime, 'application/pdf')
    assert.equal(body.results[0].file2.mime, 'application/msword')
  })

  it('refuses missing fields, a bad e-mail, a missing CV, wrong types by content, empty and oversize files', async () => {
    const cases = [
      [application({ name: undefined }), 'name'],
      [application({ email: 'nope' }), 'email'],
      [application({}, {}), 'file1'],
      [application({}, { file1: file(PNG, 'cv.pdf') }), 'file1'],
      [application({}, { file1: file(Buffer.alloc(0), 'cv.pdf') }), 'file1'],
      [application({}, { file1: file(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'cv.pdf') }), 'file1'],
      [
        application(
          {},
          { file1: file(PDF, 'cv.pdf'), file2: file(Buffer.from('<script>alert(1)</script>'), 'letter.docx') },
        ),
        'file2',
      ],
    ]
    for (const [form, field] of cases) {
      const { status, body } = await postForm('/api/job-application', form)
      assert.equal(status, 400, field)
      assert.ok(
        body.error.details.errors.some((e) => e.path[0] === field),
        `${field}: ${JSON.stringify(body.error)}`,
      )
    }
  })

  it('needs the write token (401)', async () => {
    assert.equal((await postForm('/api/job-application', application(), { token: null })).status, 401)
    assert.equal((await postForm('/api/job-application', application(), { token: 'wrong' })).status, 401)
  })

  it('accepts a DOCX by content and stores a retried application once', async () => {
    const email = `${unique('docx')}@example.org`
    const key = unique('job')
    const send = () => {
      const form = application(
        { email, idempotencyKey: key },
        { file1: file(DOCX, '../../etc/My CV (final).docx', 'application/octet-stream') },
      )
      return postForm('/api/job-application', form)
    }
    const first = await send()
    const second = await send()
    assert.equal(first.status, 201)
    assert.deepEqual(second, first)
    const { body } = await adminFetch(
      `/content-manager/collection-types/api::job-application.job-application?filters[email][$eq]=${encodeURIComponent(email)}`,
    )
    assert.equal(body.results.length, 1)
    assert.equal(body.results[0].file1.mime, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    assert.equal(body.results[0].file1.name, 'My CV (final).docx', 'file name without its path')
    // The same key with another CV is another application: refused, not answered "ok" and dropped.
    const other = application({ email, idempotencyKey: key }, { file1: file(PDF, 'other.pdf') })
    assert.equal((await postForm('/api/job-application', other)).status, 409)
  })

  it('stores file names without control or format characters, as the site sends them (one rule, plain-text.ts)', async () => {
    const email = `${unique('bidi')}@example.org`
    // A right-to-left override showed "x\u202Egpj.pdf" to Leads as "xfdp.jpg" (issue 63).
    const form = application(
      { email },
      { file1: file(PDF, 'x\u202Egpj.pdf'), file2: file(PDF, '\u2067le\u200Btter\uFEFF\u0007.pdf\u2069') },
    )
    assert.equal((await postForm('/api/job-application', form)).status, 201)
    const { body } = await adminFetch(
      `/content-manager/collection-types/api::job-application.job-application?filters[email][$eq]=${encodeURIComponent(email)}`,
    )
    assert.deepEqual([body.results[0].file1.name, body.results[0].file2.name], ['xgpj.pdf', 'letter.pdf'])
  })

  it('refuses a body far above the upload limit from its length, unread (413, not 5xx)', async () => {
    const form = application({}, { file1: file(Buffer.concat([PDF, Buffer.alloc(30 * 1024 * 1024)]), 'cv.pdf') })
    const encoded = new Request('http://multipart.invalid/', { method: 'POST', body: form })
    const body = Buffer.from(await encoded.arrayBuffer())
    const { status } = await postWhileSending('/api/job-application', {
      headers: {
        'Content-Type': encoded.headers.get('content-type'),
        'Content-Length': String(body.length),
        Authorization: `Bearer ${WRITE_TOKEN}`,
      },
      body,
      headOnly: true,
    })
    assert.equal(status, 413)
  })

  // scripts/test.sh passes the test instance's private folder; by hand without it, there is no disk to look at.
  const privateDir = process.env.CMS_PRIVATE_UPLOADS_DIR
  it('an application deleted in the admin panel takes its CV and letter off the disk', {
    skip: !privateDir,
  }, async () => {
    const email = `${unique('deleted')}@example.org`
    const form = application({ email }, { file1: file(PDF, 'cv.pdf'), file2: file(DOCX, 'letter.docx') })
    const { status, body } = await postForm('/api/job-application', form)
    assert.equal(status, 201)
    const entry = `/content-manager/collection-types/api::job-application.job-application/${body.data.documentId}`
    const { body: stored } = await adminFetch(entry)
    const paths = [stored.data.file1.key, stored.data.file2.key].map((key) => path.join(privateDir, key))
    for (const file of paths) await stat(file)
    assert.equal((await adminFetch(entry, { method: 'DELETE' })).status, 200)
    for (const file of paths) await assert.rejects(stat(file), { code: 'ENOENT' }, `${file} is still on disk`)
  })
})

describe('what anonymous visitors cannot read', () => {
  it('stored submissions are not readable', async () => {
    for (const path of ['/api/contact-messages', '/api/job-applications', '/api/contact-messages/1']) {
      const { status } = await get(path)
      assert.ok(status === 403 || status === 404 || status === 405, `${path} answered ${status}`)
    }
  })

  it("a CV cannot be downloaded without the admin's signed link", async () => {
    const email = `${unique('cv')}@example.org`
    assert.equal((await postForm('/api/job-application', application({ email }))).status, 201)
    const { body } = await adminFetch(
      `/content-manager/collection-types/api::job-application.job-application?filters[email][$eq]=${encodeURIComponent(email)}`,
    )
    const stored = body.results[0].file1
    // The stored file's URL without its signature, with a forged one, and under /uploads are all refused.
    for (const url of [
      `/api/application-files/${stored.key}`,
      `/api/application-files/${stored.key}?signature=forged`,
      `/uploads/${stored.key}`,
    ]) {
      const response = await fetch(`${CMS_URL}${url}`)
      assert.ok(response.status === 403 || response.status === 404, `${url} answered ${response.status}`)
    }
    // The admin's signed link works.
    const signed = await fetch(new URL(stored.download, CMS_URL))
    assert.equal(signed.status, 200)
    assert.equal(
      Buffer.from(await signed.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    )
  })

  it('a CV link expires within the hour, and opening the application gives a fresh one', async () => {
    const email = `${unique('cv-expiry')}@example.org`
    assert.equal((await postForm('/api/job-application', application({ email }))).status, 201)
    const open = async () => {
      const { body } = await adminFetch(
        `/content-manager/collection-types/api::job-application.job-application?filters[email][$eq]=${encodeURIComponent(email)}`,
      )
      return new URL(body.results[0].file1.download, CMS_URL)
    }
    const link = await open()
    const expires = Number(link.searchParams.get('expires'))
    const now = Date.now() / 1000
    assert.ok(expires > now + 60 && expires <= now + 60 * 60, `expires in ${Math.round(expires - now)} s`)
    const key = link.pathname.split('/').pop()
    const sign = (text) => createHmac('sha256', FILES_SIGNING_SECRET).update(text).digest('base64url')
    const refused = [
      // A link of the old kind, signed over the key alone, worked forever.
      `/api/application-files/${key}?signature=${sign(key)}`,
      // Correctly signed, but expired a second ago.
      `/api/application-files/${key}?expires=${Math.floor(now) - 1}&signature=${sign(`${key}.${Math.floor(now) - 1}`)}`,
      // The link's signature with a later expiry written in.
      `/api/application-files/${key}?expires=${expires + 60}&signature=${link.searchParams.get('signature')}`,
    ]
    for (const url of refused) assert.equal((await fetch(`${CMS_URL}${url}`)).status, 403, url)
    // Opened again a second later: a new link, later than the first, that works.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const fresh = await open()
    assert.ok(Number(fresh.searchParams.get('expires')) > expires)
    assert.equal((await fetch(fresh)).status, 200)
  })

  it('drafts are not readable, even with ?status=draft', async () => {
    const title = unique('Unpublished draft')
    const created = await adminFetch('/content-manager/collection-types/api::blog.blog?locale=en', {
      method: 'POST',
      body: JSON.stringify({ Title: title, slug: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'), MinRead: 3 }),
    })
    assert.ok(created.status === 200 || created.status === 201, JSON.stringify(created.body))
    const documentId = created.body.data.documentId
    assert.ok(documentId)
    // The draft really is there: the admin API sees it.
    const seen = await adminFetch(
      `/content-manager/collection-types/api::blog.blog/${documentId}?locale=en&status=draft`,
    )
    assert.equal(seen.body.data.Title, title)
    for (const query of ['', '&status=draft', '&publicationState=preview', '&status=draft&status=draft']) {
      const { body } = await get(
        `/api/blogs?locale=en&filters%5BTitle%5D%5B%24eq%5D=${encodeURIComponent(title)}${query}`,
      )
      assert.equal(body.data.length, 0, `draft visible with "${query}"`)
      const one = await get(`/api/blogs/${documentId}?locale=en${query}`)
      assert.equal(one.status, 404, `draft visible by documentId with "${query}"`)
    }
    // Made-up or foreign credentials do not open drafts either: refused, or answered as the public role.
    for (const authorization of ['Bearer forged', 'Basic YWRtaW46YWRtaW4=', 'Bearer a b', `Bearer ${await admin()}`]) {
      const { status, body } = await get(
        `/api/blogs?locale=en&status=draft&filters%5BTitle%5D%5B%24eq%5D=${encodeURIComponent(title)}`,
        { Authorization: authorization },
      )
      assert.ok(
        status === 401 || status === 403 || (status === 200 && body.data.length === 0),
        `${authorization.slice(0, 12)}: ${status} ${JSON.stringify(body).slice(0, 200)}`,
      )
    }
    // Published content still answers with ?status=draft, as published.
    const published = await get('/api/blogs?locale=en&status=draft&filters%5Bslug%5D%5B%24eq%5D=freelancer-vs-agency')
    assert.equal(published.body.data.length, 1)
    assert.ok(published.body.data[0].publishedAt)
  })

  it('nobody can sign up through the public API', async () => {
    const { status } = await postJson(
      '/api/auth/local/register',
      { username: unique('u'), email: `${unique('u')}@example.org`, password: 'Password-123' },
      { token: null },
    )
    assert.ok(status === 400 || status === 403, `registration answered ${status}`)
  })
})

describe('when the mail server is down', () => {
  it('a submission is still stored and answered 201', async () => {
    await closeSink()
    const subject = unique('No mail')
    const { status } = await postJson('/api/sendForm', contact({ subject }))
    assert.equal(status, 201)
    assert.equal((await storedContact(subject)).length, 1)
    const email = `${unique('nomail')}@example.org`
    assert.equal((await postForm('/api/job-application', application({ email }))).status, 201)
    // The CMS keeps answering after the failed notifications.
    await new Promise((r) => setTimeout(r, 300))
    assert.equal((await get('/api/blogs?pagination%5BpageSize%5D=1')).status, 200)
  })
})

/** A form posted as a browser would, its answer read while it may still be sending (helpers.mjs). */
async function sendForm(pathname, form) {
  const encoded = new Request('http://multipart.invalid/', { method: 'POST', body: form })
  const body = Buffer.from(await encoded.arrayBuffer())
  return postWhileSending(pathname, {
    headers: { 'Content-Type': encoded.headers.get('content-type'), 'Content-Length': String(body.length) },
    body,
  })
}

describe('uploads leave nothing behind', () => {
  // Only meaningful when the CMS runs on this machine with the same temp folder (the usual test set-up).
  const local = /^https?:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(CMS_URL)
  it('the temp copies of uploaded files are removed, accepted or refused, with or without a token', {
    skip: !local && 'CMS is not local',
  }, async () => {
    const size = 200_000 + Math.floor(Math.random() * 50_000) // a size no other file in the temp folder has
    const body = Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 32)])
    const started = Date.now() - 1000
    const posts = [
      postForm(
        '/api/job-application',
        application({ email: `${unique('tmp')}@example.org` }, { file1: file(body, 'cv.pdf') }),
      ),
      postForm('/api/job-application', application({ email: 'bad' }, { file1: file(body, 'cv.pdf') })),
      // Multipart where none is taken: refused from its head (415), the connection closed after the answer.
      sendForm('/api/sendForm', application({}, { file1: file(body, 'cv.pdf') })),
      sendForm('/api/blogs', application({}, { anything: file(body, 'x.pdf') })),
    ]
    const statuses = (await Promise.all(posts)).map((r) => r.status)
    assert.deepEqual(statuses, [201, 400, 415, 415])
    await new Promise((r) => setTimeout(r, 300))
    const left = []
    for (const name of await readdir(tmpdir())) {
      const info = await stat(path.join(tmpdir(), name)).catch(() => null)
      if (info?.isFile() && info.size === size && info.mtimeMs >= started) left.push(name)
    }
    assert.deepEqual(left, [], 'temp copies left behind')
  })
})
