/**
 * What the CMS stores about the people who write to the agency (contact messages, job applications and their CVs and
 * letters in the private folder) and the three things done with it as a whole: deleted after the retention period
 * (the daily job of config/cron-tasks.ts), and exported or erased for one e-mail address when its owner asks
 * (cms/scripts/data.sh). Rows and files always go together: an application's files are deleted before its row, so a
 * failure half-way leaves a row to find again rather than a file nobody can find. Each run, and each count of what
 * is stored for an address, appends one audit line to `audit.log` in the private folder (decision 027): what was
 * done, by whom (an admin's id, the operator's command, the nightly job) and the counts, never an address or a name.
 */
import { createWriteStream } from 'node:fs'
import { appendFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { Core } from '@strapi/strapi'
import { cmsEnv } from './env'
import {
  ensurePrivateDir,
  keyOf,
  privateDir,
  privateKeysOlderThan,
  privateSize,
  privateStream,
  removePrivate,
} from './private-files'
import { type TarEntry, tarGz } from './tar'

const CONTACT = 'api::contact-message.contact-message'
const APPLICATION = 'api::job-application.job-application'
const FILE_FIELDS = ['file1', 'file2'] as const
const DAY = 24 * 60 * 60 * 1000
/** Rows deleted per statement: far below SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 500

export interface Counts {
  contactMessages: number
  jobApplications: number
  files: number
}

type Action = 'retention' | 'count' | 'export' | 'erase'

/** Who did it: the admin signed in to the panel, the operator's command (`data:export`…), or the nightly job. */
export type Actor =
  | { admin: string }
  | { command: 'data:export' | 'data:erase' | 'data:retention' }
  | { job: 'retention' }

/** A stored row as the database layer returns it (its fields untyped), read one field at a time. */
type Row = Record<string, unknown>

function rows(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter((row): row is Row => Boolean(row) && typeof row === 'object') : []
}

export function auditFile(): string {
  return path.join(privateDir(), 'audit.log')
}

/** Appends `{at, action, by, contactMessages, jobApplications, files}` as one JSON line, and returns it. */
async function audit(action: Action, by: Actor, counts: Counts, now: Date): Promise<string> {
  const line = JSON.stringify({ at: now.toISOString(), action, by, ...counts })
  await ensurePrivateDir()
  await appendFile(auditFile(), `${line}\n`, { mode: 0o600 })
  return line
}

/** Deletes the files of the given applications; how many were on disk. */
async function removeFilesOf(applications: Row[]): Promise<number> {
  let removed = 0
  for (const application of applications) {
    for (const field of FILE_FIELDS) {
      const key = keyOf(application[field])
      if (key && (await removePrivate(key))) removed++
    }
  }
  return removed
}

async function deleteRows(strapi: Core.Strapi, uid: typeof CONTACT | typeof APPLICATION, ids: unknown[]) {
  let deleted = 0
  for (let start = 0; start < ids.length; start += CHUNK) {
    const { count } = await strapi.db.query(uid).deleteMany({ where: { id: { $in: ids.slice(start, start + CHUNK) } } })
    deleted += count
  }
  return deleted
}

/**
 * Deletes the contact messages and job applications stored before `now` minus `days`, with their files, and the
 * private files of that age no application refers to any more (an application whose row went some other way, a
 * store that failed half-way). Logs one line of counts, and appends it to the audit file.
 */
export async function runRetention(
  strapi: Core.Strapi,
  by: Actor = { job: 'retention' },
  now = new Date(),
  days = cmsEnv().retentionDays,
): Promise<Counts> {
  const cutoff = new Date(now.getTime() - days * DAY)
  const old = { createdAt: { $lt: cutoff } }
  const applications = rows(await strapi.db.query(APPLICATION).findMany({ where: old, select: ['id', ...FILE_FIELDS] }))
  let files = await removeFilesOf(applications)
  const jobApplications = await deleteRows(
    strapi,
    APPLICATION,
    applications.map((row) => row.id),
  )
  const { count: contactMessages } = await strapi.db.query(CONTACT).deleteMany({ where: old })

  const referenced = new Set(
    rows(await strapi.db.query(APPLICATION).findMany({ select: [...FILE_FIELDS] })).flatMap((row) =>
      FILE_FIELDS.map((field) => keyOf(row[field])),
    ),
  )
  for (const key of await privateKeysOlderThan(cutoff)) {
    if (!referenced.has(key) && (await removePrivate(key))) files++
  }

  const counts = { contactMessages, jobApplications, files }
  await audit('retention', by, counts, now)
  const some = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`
  strapi.log.info(
    `Retention (${some(days, 'day')}): deleted ${some(contactMessages, 'contact message')}, ` +
      `${some(jobApplications, 'job application')} and ${some(files, 'file')} stored before ${cutoff.toISOString()}`,
  )
  return counts
}

/** How addresses are compared: trimmed, Unicode-normalised and lower-cased, the same on SQLite and PostgreSQL. */
function normalise(email: string): string {
  return email.trim().normalize('NFC').toLowerCase()
}

/**
 * Every row of one type stored for an address, matched without regard to case. The addresses are compared here, not
 * in SQL: SQLite's LOWER() folds ASCII letters only, and the table holds a retention period's submissions at most.
 */
async function storedFor(strapi: Core.Strapi, uid: typeof CONTACT | typeof APPLICATION, email: string) {
  const wanted = normalise(email)
  const ids = rows(await strapi.db.query(uid).findMany({ select: ['id', 'email'] }))
    .filter((row) => typeof row.email === 'string' && normalise(row.email) === wanted)
    .map((row) => row.id)
  if (ids.length === 0) return []
  return rows(await strapi.db.query(uid).findMany({ where: { id: { $in: ids } }, orderBy: { createdAt: 'asc' } }))
}

/**
 * What the site stores with a submission for its own sake (retries), not what a person sent: left out of an export,
 * and not shown to the Leads role (src/admin-roles.ts). Every other field is the person's; they are all `private` in
 * the schemas, which keeps them out of webhooks and any API, not out of the person's own copy.
 */
export const BOOKKEEPING_FIELDS: ReadonlySet<string> = new Set(['idempotencyKey', 'idempotencyHash'])

/**
 * A row as its owner gets it: the content type's own fields except the bookkeeping, with its ids and dates; for a
 * file, its name, type and size and where it is in the archive, never the storage key or the admin's signed link.
 */
function exported(strapi: Core.Strapi, uid: typeof CONTACT | typeof APPLICATION, row: Row): Row {
  const out: Row = { id: row.id, documentId: row.documentId, createdAt: row.createdAt, updatedAt: row.updatedAt }
  for (const name of Object.keys(strapi.getModel(uid).attributes)) {
    // publishedAt is Strapi's (these types have no drafts): the same moment as createdAt.
    if (!BOOKKEEPING_FIELDS.has(name) && !(name in out) && name !== 'publishedAt') out[name] = row[name] ?? null
  }
  return out
}

function fileEntryName(applicationId: unknown, field: string, key: string): string {
  return `job-applications/${String(applicationId)}/${field}${path.extname(key)}`
}

/**
 * Everything stored for an address as a streamed .tar.gz: `data.json` and each application's files under
 * `job-applications/<id>/file1.pdf` (the CV) and `file2.*` (the letter), byte for byte, each read from the private
 * store only when the archive reaches it. A file missing from the store is marked `"missing": true` in data.json.
 * The audit line is written when the archive is handed out.
 */
export async function exportArchive(
  strapi: Core.Strapi,
  email: string,
  by: Actor,
  now = new Date(),
): Promise<{ counts: Counts; archive: Readable }> {
  const contacts = await storedFor(strapi, CONTACT, email)
  const applications = await storedFor(strapi, APPLICATION, email)
  const entries: TarEntry[] = []
  const jobApplications = []
  for (const row of applications) {
    const data = exported(strapi, APPLICATION, row)
    for (const field of FILE_FIELDS) {
      const file = row[field]
      const key = keyOf(file)
      if (!key || !file || typeof file !== 'object') continue
      const [name, mime, size] = ['name', 'mime', 'size'].map((part) => Reflect.get(file, part) ?? null)
      const entryName = fileEntryName(row.id, field, key)
      const stored = await privateSize(key).catch(() => null)
      if (stored !== null)
        entries.push({ name: entryName, size: stored, mtime: now, content: () => privateStream(key) })
      data[field] = stored !== null ? { name, mime, size, path: entryName } : { name, mime, size, missing: true }
    }
    jobApplications.push(data)
  }
  const json = {
    about:
      'Everything the website of the agency stores for this e-mail address: contact messages and job applications ' +
      '(their files are in this archive under job-applications/<id>/: file1 is the CV, file2 the letter).',
    // The person asking may read Norwegian only: the same in Bokmål.
    om:
      'Alt nettstedet til byrået lagrer for denne e-postadressen: kontaktmeldinger og jobbsøknader ' +
      '(filene ligger i dette arkivet under job-applications/<id>/: file1 er CV-en, file2 søknadsbrevet).',
    email: email.trim(),
    exportedAt: now.toISOString(),
    contactMessages: contacts.map((row) => exported(strapi, CONTACT, row)),
    jobApplications,
  }
  const bytes = Buffer.from(`${JSON.stringify(json, null, 2)}\n`)
  entries.unshift({ name: 'data.json', size: bytes.length, mtime: now, content: () => [bytes] })
  const counts = { contactMessages: contacts.length, jobApplications: applications.length, files: entries.length - 1 }
  await audit('export', by, counts, now)
  return { counts, archive: tarGz(entries) }
}

/** The archive of exportArchive written to `outFile`: a new file, mode 0600 (refused if one exists). */
export async function exportForEmail(
  strapi: Core.Strapi,
  email: string,
  outFile: string,
  by: Actor,
  now = new Date(),
): Promise<Counts> {
  // Opened before anything is read: a file in the way is refused without an export or an audit line.
  const out = createWriteStream(outFile, { flags: 'wx', mode: 0o600 })
  await new Promise((resolve, reject) => out.once('open', resolve).once('error', reject))
  try {
    const { counts, archive } = await exportArchive(strapi, email, by, now)
    await pipeline(archive, out)
    return counts
  } catch (error) {
    // No half an archive left behind under the name the operator gave.
    out.destroy()
    await rm(outFile, { force: true })
    throw error
  }
}

/** What `eraseForEmail` would delete, without deleting it; the count is audited too (it tells what is stored). */
export async function countForEmail(strapi: Core.Strapi, email: string, by: Actor, now = new Date()): Promise<Counts> {
  const applications = await storedFor(strapi, APPLICATION, email)
  const counts = {
    contactMessages: (await storedFor(strapi, CONTACT, email)).length,
    jobApplications: applications.length,
    files: applications.reduce((sum, row) => sum + FILE_FIELDS.filter((field) => keyOf(row[field])).length, 0),
  }
  await audit('count', by, counts, now)
  return counts
}

/** Deletes everything stored for an address: its contact messages, its job applications and their files. */
export async function eraseForEmail(strapi: Core.Strapi, email: string, by: Actor, now = new Date()): Promise<Counts> {
  const contacts = await storedFor(strapi, CONTACT, email)
  const applications = await storedFor(strapi, APPLICATION, email)
  const files = await removeFilesOf(applications)
  const counts = {
    contactMessages: await deleteRows(
      strapi,
      CONTACT,
      contacts.map((row) => row.id),
    ),
    jobApplications: await deleteRows(
      strapi,
      APPLICATION,
      applications.map((row) => row.id),
    ),
    files,
  }
  await audit('erase', by, counts, now)
  return counts
}

/**
 * For an admin's deletion of an application (src/index.ts): reads the files of the applications `where` selects
 * before they are deleted, and gives the function that deletes those files once the rows are gone.
 */
export async function filesToRemoveWith(strapi: Core.Strapi, where: Row): Promise<() => Promise<number>> {
  const stored = rows(await strapi.db.query(APPLICATION).findMany({ where, select: [...FILE_FIELDS] }))
  return () => removeFilesOf(stored)
}
