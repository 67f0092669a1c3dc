// The CMS side of the backup drill (scripts/check/backup-drill.sh): what is made before the backup, and the proof it
// all came back after the restore. Acts on CMS_URL with cms/.env's write token and admin login, as the site and the
// admin panel would; the state between the two steps is a JSON file (markers and hashes, nothing personal: the
// "applicant" and the "visitor" are made up by the drill).
//
//   node scripts/check/backup-drill.mjs before <state.json>     edit + publish, a message, an application with a CV
//   node scripts/check/backup-drill.mjs after <state.json>      each of them is back, byte for byte
//   node scripts/check/backup-drill.mjs site <state.json> <url> the site built for production serves the edit
import assert from 'node:assert/strict'
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { adminSession, cmsEnv } from '../../tests/cms-env.mjs'

const CMS_URL = (process.env.CMS_URL ?? 'http://127.0.0.1:1342').replace(/\/+$/, '')
const PROJECT = { uid: 'api::project.project', slug: 'kode-labs' }
const MESSAGES = 'api::contact-message.contact-message'
const APPLICATIONS = 'api::job-application.job-application'

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex')

async function call(pathname, init = {}) {
  const response = await fetch(`${CMS_URL}${pathname}`, init)
  const body = await response.json().catch(() => null)
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname.split('?')[0]} answered ${response.status}`)
  return body
}

let token = null
async function admin(pathname, init = {}) {
  token ??= await adminSession(CMS_URL)
  return call(pathname, {
    ...init,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...init.headers },
  })
}

const entries = async (uid, query = '') =>
  admin(`/content-manager/collection-types/${uid}?pageSize=100&${query}`).then((body) => body)

async function publishedTitle() {
  const body = await call(`/api/projects?locale=en&filters[slug][$eq]=${PROJECT.slug}&fields[0]=Title`)
  return body.data[0]?.Title
}

/** Every file of the media library (each format too), by URL, with the SHA-256 of what the CMS serves. */
async function media() {
  const { results } = await admin('/upload/files?page=1&pageSize=1000')
  const urls = results.flatMap((file) => [file.url, ...Object.values(file.formats ?? {}).map((format) => format.url)])
  const hashes = {}
  for (let i = 0; i < urls.length; i += 16) {
    await Promise.all(
      urls.slice(i, i + 16).map(async (url) => {
        const response = await fetch(new URL(url, CMS_URL))
        assert.equal(response.status, 200, `public upload ${url} answers ${response.status}`)
        hashes[url] = sha256(Buffer.from(await response.arrayBuffer()))
      }),
    )
  }
  return hashes
}

async function download(link) {
  const response = await fetch(new URL(link, CMS_URL))
  assert.equal(response.status, 200, `the admin's signed link answers ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/** A small valid PDF with random bytes inside, so that only this very file can match. */
const pdf = () =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n% '),
    Buffer.from(randomBytes(48).toString('hex')),
    Buffer.from('\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  ])

async function before(stateFile) {
  const marker = randomBytes(5).toString('hex')
  const state = {
    title: `Kode Labs restored ${marker}`,
    subject: `Backup drill ${marker}`,
    email: `drill-${marker}@example.org`,
  }
  // An editor's change, published through the admin API as the panel makes it.
  const [project] = (await entries(PROJECT.uid, `locale=en&filters[slug][$eq]=${PROJECT.slug}`)).results
  const document = `/content-manager/collection-types/${PROJECT.uid}/${project.documentId}`
  await admin(`${document}?locale=en`, { method: 'PUT', body: JSON.stringify({ Title: state.title }) })
  await admin(`${document}/actions/publish?locale=en`, { method: 'POST', body: '{}' })
  assert.equal(await publishedTitle(), state.title, 'the edit is published')

  // A visitor's message and an applicant's CV and letter, sent as the site's server sends them.
  const auth = { Authorization: `Bearer ${cmsEnv('CMS_WRITE_TOKEN')}` }
  await call('/api/sendForm', {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      data: { firstName: 'Drill', email: state.email, subject: state.subject, message: 'Kept safe by the backup.' },
    }),
  })
  const cv = pdf()
  const letter = pdf()
  const form = new FormData()
  for (const [key, value] of Object.entries({
    name: 'Drill',
    surname: 'Applicant',
    email: state.email,
    phoneNumber: '+47 12345678',
    message: 'Kept safe by the backup.',
    position: 'Frontend Developer',
  })) {
    form.append(key, value)
  }
  form.append('file1', new File([cv], 'cv.pdf', { type: 'application/pdf' }))
  form.append('file2', new File([letter], 'letter.pdf', { type: 'application/pdf' }))
  await call('/api/job-application', { method: 'POST', headers: auth, body: form })
  const [application] = (await entries(APPLICATIONS, `filters[email][$eq]=${encodeURIComponent(state.email)}`)).results
  assert.equal(sha256(await download(application.file1.download)), sha256(cv), 'the CV is stored')
  state.cv = sha256(cv)
  state.letter = sha256(letter)
  state.messages = (await entries(MESSAGES)).pagination.total
  state.applications = (await entries(APPLICATIONS)).pagination.total
  state.media = await media()
  writeFileSync(stateFile, JSON.stringify(state, null, 2))
  console.log(
    `Before the backup: an edit published, ${state.messages} messages, ${state.applications} applications, ` +
      `${Object.keys(state.media).length} public files served`,
  )
}

async function after(stateFile) {
  const state = JSON.parse(readFileSync(stateFile, 'utf8'))
  assert.equal(await publishedTitle(), state.title, 'the published edit is back')
  // Webhooks are not in the archive (their secrets): the CMS made the site's again when it started.
  const { data: webhooks } = await admin('/admin/webhooks')
  assert.ok(
    webhooks.some((hook) => hook.name === 'site-revalidate' && hook.isEnabled),
    'the site-revalidate webhook is made again at start',
  )
  const messages = await entries(MESSAGES, `filters[subject][$eq]=${encodeURIComponent(state.subject)}`)
  assert.equal(messages.results.length, 1, 'the contact message is back')
  assert.equal(messages.results[0].email, state.email)
  assert.equal((await entries(MESSAGES)).pagination.total, state.messages, 'every message is back')
  const applications = await entries(APPLICATIONS, `filters[email][$eq]=${encodeURIComponent(state.email)}`)
  assert.equal(applications.results.length, 1, 'the application is back')
  assert.equal((await entries(APPLICATIONS)).pagination.total, state.applications, 'every application is back')
  const [application] = applications.results
  assert.equal(sha256(await download(application.file1.download)), state.cv, 'the CV is back, byte for byte')
  assert.equal(sha256(await download(application.file2.download)), state.letter, 'the letter is back, byte for byte')
  const served = await media()
  assert.deepEqual(
    Object.keys(served).sort(),
    Object.keys(state.media).sort(),
    'the media library lists the same files',
  )
  for (const [url, hash] of Object.entries(state.media))
    assert.equal(served[url], hash, `${url} is back, byte for byte`)
  console.log(
    `After the restore: the edit, ${state.messages} messages, ${state.applications} applications (the CV and letter ` +
      `byte for byte) and ${Object.keys(served).length} public files are back`,
  )
}

async function site(stateFile, siteUrl) {
  const { title } = JSON.parse(readFileSync(stateFile, 'utf8'))
  const response = await fetch(`${siteUrl.replace(/\/+$/, '')}/projects/${PROJECT.slug}`)
  assert.equal(response.status, 200, `the site answers ${response.status}`)
  const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1]
  assert.equal(heading, title, "the site's page shows the restored edit")
  console.log(`The site built for production serves the restored edit on /projects/${PROJECT.slug}`)
}

const [step, stateFile, siteUrl] = process.argv.slice(2)
if (step === 'before') await before(stateFile)
else if (step === 'after') await after(stateFile)
else if (step === 'site') await site(stateFile, siteUrl)
else throw new Error('usage: backup-drill.mjs before|after|site <state.json> [site url]')
