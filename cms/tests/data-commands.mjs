// Shared by retention.test.mjs and data-requests.test.mjs (decision 027): the operator's commands (scripts/data.sh)
// run against the test CMS's own database and private folder, on submissions stored through the real endpoints.
import assert from 'node:assert/strict'
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { file, postForm, postJson } from './helpers.mjs'

export const cmsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(path.join(cmsDir, 'package.json'))

// scripts/test.sh passes the test instance's paths (scripts/cms-postgres.sh its PostgreSQL URL, when it gives one); by
// hand without them, the commands would act on another database than the CMS under test.
const database = process.env.CMS_DATABASE_FILENAME
const databaseUrl = process.env.CMS_DATABASE_URL
export const privateDir = process.env.CMS_PRIVATE_UPLOADS_DIR
const onPostgres = process.env.CMS_DATABASE_CLIENT === 'postgres'
export const skip = !privateDir
  ? 'CMS_PRIVATE_UPLOADS_DIR not given'
  : onPostgres
    ? !databaseUrl && 'CMS_DATABASE_URL not given'
    : !database && 'CMS_DATABASE_FILENAME not given'

const commandEnv = { ...process.env, PRIVATE_UPLOADS_DIR: privateDir ?? '' }
delete commandEnv.RETENTION_DAYS // the default, 365, as the privacy policy says
if (onPostgres) Object.assign(commandEnv, { DATABASE_CLIENT: 'postgres', DATABASE_URL: databaseUrl ?? '' })
else commandEnv.DATABASE_FILENAME = database ?? ''

/** Runs `scripts/data.sh <args>` as an operator would (no terminal: stdin is closed). */
export function data(args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn('bash', [path.join(cmsDir, 'scripts', 'data.sh'), ...args], {
      env: { ...commandEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

// On the CMS's own Node (the project's, scripts/node.sh), whatever Node runs these tests, as the commands under test.
const cmsNode = process.env.CMS_NODE || path.join(cmsDir, '..', 'node_modules', '.bin', 'node')
const SQLITE = `
const Database = require('better-sqlite3')
const { file, sql, params } = JSON.parse(require('node:fs').readFileSync(0, 'utf8'))
const db = new Database(file, { timeout: 10000 })
const statement = db.prepare(sql)
process.stdout.write(JSON.stringify(statement.reader ? statement.all(...params) : statement.run(...params)))
db.close()`

/** One statement (with `?` placeholders) on the test CMS's database, straight, as no API of the CMS would allow. */
async function sql(statement, params = []) {
  if (onPostgres) {
    const { Client } = require('pg')
    const client = new Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      let n = 0
      return (
        await client.query(
          statement.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows
    } finally {
      await client.end()
    }
  }
  const input = JSON.stringify({ file: database, sql: statement, params })
  return JSON.parse(execFileSync(cmsNode, ['-e', SQLITE], { cwd: cmsDir, input, encoding: 'utf8' }))
}

/** Moves a stored row's creation date back by `days`, as if it had been sent then. */
export async function backdate(table, documentId, days) {
  const [row] = await sql(`SELECT created_at FROM ${table} WHERE document_id = ?`, [documentId])
  // Strapi keeps SQLite dates as milliseconds since 1970, PostgreSQL's as timestamps.
  if (!onPostgres) assert.equal(typeof row.created_at, 'number')
  const earlier = onPostgres ? `created_at - interval '${days} days'` : `created_at - ${days * 86_400_000}`
  await sql(`UPDATE ${table} SET created_at = ${earlier} WHERE document_id = ?`, [documentId])
}

/** The rows of these documents still stored (contact_messages or job_applications). */
export function stored(table, ...documentIds) {
  return sql(`SELECT * FROM ${table} WHERE document_id IN (${documentIds.map(() => '?').join(', ')})`, documentIds)
}

/** The private files of stored applications. */
export async function fileKeys(...documentIds) {
  return (await stored('job_applications', ...documentIds))
    .flatMap((row) => [row.file_1, row.file_2]) // Strapi's column names
    .map((file) => (typeof file === 'string' ? JSON.parse(file) : file)?.key)
    .filter(Boolean)
}

export async function contact(email, subject) {
  const { status, body } = await postJson('/api/sendForm', {
    data: { firstName: 'Ada', email, subject, message: 'Please keep me posted.' },
  })
  assert.equal(status, 201)
  return body.data.documentId
}

export async function apply(email, cv, letter) {
  const form = new FormData()
  for (const [key, value] of Object.entries({ name: 'Ada', surname: 'Lovelace', email, position: 'Designer' }))
    form.append(key, value)
  form.append('file1', file(cv, 'cv.pdf'))
  if (letter) form.append('file2', file(letter, 'letter.docx', 'application/octet-stream'))
  const { status, body } = await postForm('/api/job-application', form)
  assert.equal(status, 201)
  return body.data.documentId
}

export const onDisk = (key) => existsSync(path.join(privateDir, key))

/** The audit file's last line, parsed; it never holds an address or a name, and always says who did it. */
export function lastAudit(...forbidden) {
  const lines = readFileSync(path.join(privateDir, 'audit.log'), 'utf8').trim().split('\n')
  const line = lines.at(-1)
  for (const text of ['@', 'Ada', 'Lovelace', ...forbidden]) assert.ok(!line.includes(text), `${text} in ${line}`)
  const entry = JSON.parse(line)
  assert.deepEqual(Object.keys(entry), ['at', 'action', 'by', 'contactMessages', 'jobApplications', 'files'])
  assert.ok(Date.now() - Date.parse(entry.at) < 120_000, entry.at)
  return entry
}
