#!/usr/bin/env node
// Backup and restore of the CMS (decision 028). Run through cms/scripts/backup.sh, which loads cms/.env the
// way start.sh does and runs this on the CMS's Node (scripts/node.sh):
//
//   npm run backup [-- --out <folder or file.tar.gz>]     one .tar.gz: the database, public uploads, private files
//   npm run restore -- <archive> [--force]                 checks every file, then puts it all back (CMS stopped)
//   npm run restore -- --check <archive>                   checks every file and changes nothing
//
// The archive (a POSIX tar, gzip-compressed, every member 0600 / 0700):
//   database/sqlite.db | database/postgres.dump   SQLite's online backup of the live file, or pg_dump's custom format,
//                                                 without the webhooks (their headers hold secrets; made again at start)
//   uploads/...                                   $PUBLIC_DIR/uploads (the media library's files), or every object of
//                                                 S3_BUCKET with UPLOAD_PROVIDER=s3
//   private/...                                   $PRIVATE_UPLOADS_DIR (CVs and letters, decision 010), or every object
//                                                 of S3_PRIVATE_BUCKET with PRIVATE_FILES_STORE=s3
//   manifest.json                                 last: {format, createdAt, database, strapi, files: [{path, size, sha256}]}
//
// Nothing here prints personal data: counts, sizes, paths of the archive and of the CMS's folders only (file names in
// the folders are random keys and generated media names; applicants' own file names live in the database).
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createReadStream, createWriteStream, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import { userInfo } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import zlib from 'node:zlib'
import Database from 'better-sqlite3'

const CMS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const FORMAT = 'origin-cms-backup/1'
const DATABASE_FILE = { sqlite: 'database/sqlite.db', postgres: 'database/postgres.dump' }
const AREAS = ['database', 'uploads', 'private']

/** A refusal or failure the operator can act on: printed as one line, without a stack trace. */
class Refusal extends Error {}

// ---------------------------------------------------------------------------------------------------------------------
// Configuration: the CMS's own variables, read as config/database.ts, config/server.ts and src/lib/env.ts read them
// (paths relative to cms/).

function setting(name) {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

function config() {
  const host = setting('HOST') ?? '127.0.0.1'
  return {
    database: setting('DATABASE_CLIENT') === 'postgres' ? 'postgres' : 'sqlite',
    sqliteFile: path.resolve(CMS, setting('DATABASE_FILENAME') ?? '.tmp/data.db'),
    uploadsDir: path.resolve(CMS, setting('PUBLIC_DIR') ?? './public', 'uploads'),
    privateDir: path.resolve(CMS, setting('PRIVATE_UPLOADS_DIR') ?? 'private-uploads'),
    backupDir: path.resolve(CMS, setting('BACKUP_DIR') ?? '.tmp/backups'),
    ...buckets(),
    health: `http://${['0.0.0.0', '::', '[::]'].includes(host) ? '127.0.0.1' : host}:${setting('PORT') ?? 1337}/_health`,
  }
}

/**
 * The buckets, where the CMS keeps its files in them (src/lib/env.ts reads the same variables, and checks them: the
 * CMS does not start with a malformed one, so here they are taken as they are).
 */
function buckets() {
  const media = setting('UPLOAD_PROVIDER') === 's3'
  const privateFiles = setting('PRIVATE_FILES_STORE') === 's3'
  const keyId = setting('S3_ACCESS_KEY_ID')
  const secret = setting('S3_SECRET_ACCESS_KEY')
  const client = {
    region: setting('S3_REGION') ?? 'us-east-1',
    forcePathStyle: setting('S3_FORCE_PATH_STYLE') === 'true',
    ...(setting('S3_ENDPOINT')
      ? {
          endpoint: setting('S3_ENDPOINT'),
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    ...(keyId && secret ? { credentials: { accessKeyId: keyId, secretAccessKey: secret } } : {}),
  }
  return {
    mediaBucket: media
      ? { client, name: setting('S3_BUCKET'), acl: setting('S3_ACL') === 'none' ? undefined : 'public-read' }
      : null,
    privateBucket: privateFiles ? { client, name: setting('S3_PRIVATE_BUCKET') } : null,
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Buckets: their objects copied to a folder for the archive, and a restored folder put back as objects. The AWS SDK
// is loaded only here, so a CMS on its disk (npm run up) never loads it.

async function s3(bucket) {
  const sdk = await import('@aws-sdk/client-s3')
  return { sdk, client: new sdk.S3Client(bucket.client) }
}

async function objectKeys(bucket) {
  const { sdk, client } = await s3(bucket)
  const keys = []
  let token
  do {
    const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket.name, ContinuationToken: token }))
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key)
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  return keys
}

/** A key as a relative path of the archive: no absolute path, no `..`, nothing empty. */
function keyAsPath(key) {
  const clean = path.posix.normalize(key)
  if (clean !== key || clean.startsWith('/') || clean.split('/').includes('..') || clean.endsWith('/')) {
    throw new Refusal(`The bucket holds an object whose key is no plain path (${JSON.stringify(key.slice(0, 80))})`)
  }
  return clean
}

/** Runs `task` on each item, at most `width` at once: a bucket answers each request after a round trip. */
async function eachAtOnce(items, width, task) {
  let next = 0
  const lane = async () => {
    while (next < items.length) await task(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane))
}

/** Every object of a bucket written under `folder` (0600 files), for the archive to read as it reads the disk. */
async function downloadBucket(bucket, folder) {
  const { sdk, client } = await s3(bucket)
  await eachAtOnce(await objectKeys(bucket), 16, async (key) => {
    const target = path.join(folder, keyAsPath(key))
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
    const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket.name, Key: key }))
    await fs.writeFile(target, await answer.Body.transformToByteArray(), { mode: 0o600 })
  })
  return folder
}

/** What a browser needs to show a restored object: its type, by its name (the archive keeps bytes only). */
const TYPES = {
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/**
 * A restored folder put into its bucket: with `replace`, the objects there go first. Not one step, as a folder's
 * rename is: a failure half-way leaves part of the files, and running the restore again with --force completes it.
 */
async function uploadBucket(folder, bucket, replace) {
  const { sdk, client } = await s3(bucket)
  if (replace) {
    await eachAtOnce(await objectKeys(bucket), 16, (key) =>
      client.send(new sdk.DeleteObjectCommand({ Bucket: bucket.name, Key: key })),
    )
  }
  await eachAtOnce((await filesUnder(folder)).files, 16, async (file) => {
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: bucket.name,
        Key: file.name,
        Body: await fs.readFile(path.join(folder, file.name)),
        ContentType: TYPES[path.extname(file.name).toLowerCase()] ?? 'application/octet-stream',
        ...(bucket.acl ? { ACL: bucket.acl } : {}),
      }),
    )
  })
}

/**
 * libpq's environment for pg_dump, pg_restore and psql, from the CMS's DATABASE_URL or DATABASE_HOST/PORT/NAME/
 * USERNAME/PASSWORD (never on a command line, where other users of the machine could read a password). The CMS's
 * settings win over PG* variables in the environment; those add what the CMS does not say, e.g. PGSSLMODE=verify-full
 * with PGSSLROOTCERT for a TLS connection whose certificate is checked (DATABASE_SSL=true alone gives `require`).
 */
function postgresEnv() {
  const pg = {}
  const url = setting('DATABASE_URL')
  if (url) {
    const parsed = new URL(url)
    const query = parsed.searchParams
    pg.PGHOST = decodeURIComponent(parsed.hostname) || query.get('host') || undefined
    pg.PGPORT = parsed.port || query.get('port') || undefined
    pg.PGUSER = decodeURIComponent(parsed.username) || query.get('user') || undefined
    pg.PGPASSWORD = decodeURIComponent(parsed.password) || query.get('password') || undefined
    pg.PGDATABASE = decodeURIComponent(parsed.pathname.slice(1)) || query.get('dbname') || undefined
    pg.PGSSLMODE = query.get('sslmode') || undefined
  } else {
    pg.PGHOST = setting('DATABASE_HOST') ?? '127.0.0.1'
    pg.PGPORT = setting('DATABASE_PORT') ?? '5432'
    pg.PGDATABASE = setting('DATABASE_NAME') ?? 'strapi'
    pg.PGUSER = setting('DATABASE_USERNAME') ?? 'strapi'
    pg.PGPASSWORD = setting('DATABASE_PASSWORD')
  }
  if (!pg.PGSSLMODE && !process.env.PGSSLMODE && setting('DATABASE_SSL') === 'true') pg.PGSSLMODE = 'require'
  const env = { ...process.env }
  for (const [key, value] of Object.entries(pg)) if (value) env[key] = value
  // libpq's own default, which node-postgres shares: the database named after the user.
  env.PGDATABASE ??= env.PGUSER ?? userInfo().username
  return env
}

/** PostgreSQL's client programs: PG_BIN, else the newest Debian cluster version's, else PATH's. */
async function pgTool(name) {
  if (process.env.PG_BIN) return path.join(process.env.PG_BIN, name)
  const versions = await fs.readdir('/usr/lib/postgresql').catch(() => [])
  for (const version of versions.sort((a, b) => Number(b) - Number(a))) {
    const candidate = path.join('/usr/lib/postgresql', version, 'bin', name)
    if (await exists(candidate)) return candidate
  }
  return name
}

/** Runs a program; resolves with its stdout, or fails with the first lines of its stderr. */
function run(program, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.stderr.on('data', (chunk) => {
      err += chunk
    })
    child.on('error', (error) =>
      reject(
        new Refusal(
          error.code === 'ENOENT' ? `${program} is missing (apt-get install postgresql-client)` : error.message,
        ),
      ),
    )
    child.on('close', (code) =>
      code === 0
        ? resolve(out)
        : reject(
            new Refusal(
              `${path.basename(program)} failed (${code}): ${err.trim().split('\n').slice(0, 5).join(' | ')}`,
            ),
          ),
    )
  })
}

// ---------------------------------------------------------------------------------------------------------------------
// A minimal tar writer and reader (POSIX ustar with PAX records for long names and large sizes): only regular files
// and folders, modes set here, owner root. No dependency, and the reader refuses anything else (links, devices, paths
// outside the archive) instead of trusting the system tar with them. GNU tar and bsdtar read these archives too.

function octal(block, offset, length, value) {
  block.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'latin1')
}

function tarHeader(name, { type, size = 0, mode, mtime }) {
  const block = Buffer.alloc(512)
  block.write(name, 0, 100, 'utf8')
  octal(block, 100, 8, mode)
  octal(block, 108, 8, 0)
  octal(block, 116, 8, 0)
  octal(block, 124, 12, size)
  octal(block, 136, 12, mtime)
  block.fill(' ', 148, 156)
  block.write(type, 156, 1, 'latin1')
  block.write('ustar\0', 257, 6, 'latin1')
  block.write('00', 263, 2, 'latin1')
  block.write('root', 265, 32, 'latin1')
  block.write('root', 297, 32, 'latin1')
  let sum = 0
  for (const byte of block) sum += byte
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1')
  return block
}

/** A PAX record: "<length> key=value\n", the length counting itself. */
function paxRecord(key, value) {
  const body = ` ${key}=${value}\n`
  let length = Buffer.byteLength(body)
  while (String(length).length + Buffer.byteLength(body) !== length)
    length = String(length).length + Buffer.byteLength(body)
  return `${length}${body}`
}

const MAX_OCTAL_SIZE = 0o77777777777

class TarWriter {
  constructor(file) {
    this.gzip = zlib.createGzip({ level: 6 })
    this.output = createWriteStream(file, { flags: 'wx', mode: 0o600 })
    this.done = new Promise((resolve, reject) => {
      this.output.on('finish', resolve)
      this.output.on('error', (error) => {
        // A full disk: the writer waiting for 'drain' hears of it through the gzip stream.
        this.gzip.destroy(error)
        reject(error)
      })
      this.gzip.on('error', reject)
    })
    this.done.catch(() => {})
    this.gzip.pipe(this.output)
  }

  async write(chunk) {
    if (!this.gzip.write(chunk)) await once(this.gzip, 'drain')
  }

  async header(name, entry) {
    const records = []
    if (Buffer.byteLength(name) > 100 || /[^\x20-\x7e]/.test(name)) records.push(paxRecord('path', name))
    if ((entry.size ?? 0) > MAX_OCTAL_SIZE) records.push(paxRecord('size', String(entry.size)))
    if (records.length > 0) {
      const pax = Buffer.from(records.join(''))
      await this.write(
        tarHeader(`PaxHeaders/${name.slice(-80)}`, { type: 'x', size: pax.length, mode: 0o600, mtime: entry.mtime }),
      )
      await this.write(pax)
      await this.pad(pax.length)
    }
    await this.write(tarHeader(name, { ...entry, size: (entry.size ?? 0) > MAX_OCTAL_SIZE ? 0 : entry.size }))
  }

  async pad(size) {
    const rest = size % 512
    if (rest > 0) await this.write(Buffer.alloc(512 - rest))
  }

  async directory(name, mtime) {
    await this.header(`${name}/`, { type: '5', mode: 0o700, mtime })
  }

  /** Writes a file's first `size` bytes (its size when listed), hashing what goes into the archive. */
  async file(name, source, size, mtime) {
    await this.header(name, { type: '0', size, mode: 0o600, mtime })
    const hash = createHash('sha256')
    let written = 0
    if (size > 0) {
      for await (const chunk of createReadStream(source, { start: 0, end: size - 1 })) {
        hash.update(chunk)
        written += chunk.length
        await this.write(chunk)
      }
    }
    if (written !== size) throw new Refusal(`${name} shrank while it was read: run the backup again`)
    await this.pad(size)
    return { path: name, size, sha256: hash.digest('hex') }
  }

  async buffer(name, bytes, mtime) {
    await this.header(name, { type: '0', size: bytes.length, mode: 0o600, mtime })
    await this.write(bytes)
    await this.pad(bytes.length)
  }

  async close() {
    await this.write(Buffer.alloc(1024))
    this.gzip.end()
    await this.done
  }
}

function field(block, offset, length) {
  const raw = block.subarray(offset, offset + length)
  const end = raw.indexOf(0)
  return raw.subarray(0, end === -1 ? length : end).toString('utf8')
}

function parsePax(bytes) {
  const values = {}
  let at = 0
  while (at < bytes.length) {
    const space = bytes.indexOf(0x20, at)
    const length = Number(bytes.subarray(at, space).toString('latin1'))
    if (space === -1 || !Number.isInteger(length) || length <= 0)
      throw new Refusal('The archive is damaged (PAX record)')
    const record = bytes.subarray(space + 1, at + length - 1).toString('utf8')
    const equals = record.indexOf('=')
    values[record.slice(0, equals)] = record.slice(equals + 1)
    at += length
  }
  return values
}

/** A member's name, made safe: relative, normalised, inside one of the archive's areas (or the manifest). */
function safeName(name) {
  const clean = path.posix.normalize(name).replace(/\/+$/, '')
  const area = clean.split('/')[0]
  if (
    path.posix.isAbsolute(clean) ||
    clean.split('/').includes('..') ||
    !(clean === 'manifest.json' || AREAS.includes(area)) ||
    clean.includes('\0')
  ) {
    throw new Refusal(
      `The archive holds a member outside its layout (${JSON.stringify(name.slice(0, 80))}): not restored`,
    )
  }
  return clean
}

/**
 * Reads an archive from start to end. For each folder `onDirectory(name, entry)`; for each file `onFile(name, entry)`
 * returns a sink {write(chunk), end()} for its bytes. Any sign of damage (gzip, a header checksum, an early end, an
 * unknown member type) is a Refusal.
 */
async function readTar(file, { onDirectory, onFile }) {
  const input = createReadStream(file).pipe(zlib.createGunzip())
  let pending = Buffer.alloc(0)
  let state = 'header'
  let remaining = 0
  let padding = 0
  let sink = null
  let paxChunks = null
  let pax = {}
  let ended = false
  try {
    for await (const chunk of input) {
      if (ended) continue
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk
      while (!ended) {
        if (state === 'header') {
          if (pending.length < 512) break
          const block = pending.subarray(0, 512)
          pending = pending.subarray(512)
          if (block.every((byte) => byte === 0)) {
            ended = true
            break
          }
          const stored = Number.parseInt(field(block, 148, 8).trim(), 8)
          let sum = 0
          for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : block[i]
          if (stored !== sum) throw new Refusal('The archive is damaged (a header checksum does not match)')
          const type = String.fromCharCode(block[156] || 48)
          const prefix = field(block, 345, 155)
          const entry = {
            name: pax.path ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100)),
            size: pax.size !== undefined ? Number(pax.size) : Number.parseInt(field(block, 124, 12).trim() || '0', 8),
            mtime: Number.parseInt(field(block, 136, 12).trim() || '0', 8),
          }
          pax = {}
          remaining = entry.size
          padding = (512 - (entry.size % 512)) % 512
          if (type === 'x') {
            paxChunks = []
            sink = { write: (bytes) => paxChunks.push(bytes), end: () => (pax = parsePax(Buffer.concat(paxChunks))) }
          } else if (type === '5') {
            await onDirectory(safeName(entry.name), entry)
            sink = { write() {}, end() {} }
          } else if (type === '0' || type === '7') {
            sink = await onFile(safeName(entry.name), entry)
          } else {
            throw new Refusal(
              `The archive holds a member of type ${JSON.stringify(type)} (only files and folders are restored)`,
            )
          }
          state = 'body'
        }
        if (state === 'body') {
          if (remaining > 0) {
            if (pending.length === 0) break
            const part = pending.subarray(0, Math.min(remaining, pending.length))
            pending = pending.subarray(part.length)
            remaining -= part.length
            await sink.write(part)
            if (remaining > 0) continue
          }
          await sink.end()
          state = 'padding'
        }
        if (state === 'padding') {
          const skip = Math.min(padding, pending.length)
          pending = pending.subarray(skip)
          padding -= skip
          if (padding > 0) break
          state = 'header'
        }
      }
    }
  } catch (error) {
    if (error instanceof Refusal) throw error
    if (error?.code?.startsWith?.('Z_')) throw new Refusal(`The archive is damaged (gzip: ${error.message})`)
    throw error
  }
  if (!ended) throw new Refusal('The archive is damaged: it ends early (truncated?)')
}

// ---------------------------------------------------------------------------------------------------------------------
// Checking an archive: every member hashed, the manifest read, each listed file present once with its size and
// SHA-256, nothing unlisted. With `extractTo`, files are also written there (0600 in 0700 folders) as they are read.

async function checkArchive(archive, extractTo) {
  const found = new Map()
  const directories = new Set()
  let manifestBytes = null
  const place = async (name, mode) => {
    const target = path.join(extractTo, name)
    await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
    return fs.open(target, 'wx', mode)
  }
  await readTar(archive, {
    async onDirectory(name) {
      directories.add(name)
      if (extractTo) await fs.mkdir(path.join(extractTo, name), { recursive: true, mode: 0o700 })
    },
    async onFile(name, entry) {
      if (found.has(name) || (name === 'manifest.json' && manifestBytes)) {
        throw new Refusal(`The archive holds ${name} twice`)
      }
      if (name === 'manifest.json') {
        if (entry.size > 256 * 1024 * 1024) throw new Refusal('The manifest is implausibly large')
        const chunks = []
        return { write: (bytes) => chunks.push(bytes), end: () => (manifestBytes = Buffer.concat(chunks)) }
      }
      const hash = createHash('sha256')
      let size = 0
      const handle = extractTo ? await place(name, 0o600) : null
      return {
        async write(bytes) {
          hash.update(bytes)
          size += bytes.length
          if (handle) await handle.write(bytes)
        },
        async end() {
          found.set(name, { size, sha256: hash.digest('hex'), mtime: entry.mtime })
          if (handle) {
            await handle.close()
            const when = new Date(entry.mtime * 1000)
            await fs.utimes(path.join(extractTo, name), when, when)
          }
        },
      }
    },
  })
  if (!manifestBytes) throw new Refusal('The archive has no manifest.json: not a backup made by npm run backup')
  let manifest
  try {
    manifest = JSON.parse(manifestBytes.toString('utf8'))
  } catch {
    throw new Refusal('The archive is damaged (manifest.json is not JSON)')
  }
  if (manifest?.format !== FORMAT || !Array.isArray(manifest.files)) {
    throw new Refusal(`The manifest is not of format ${FORMAT}`)
  }
  const kind = manifest.database?.kind
  if (!(kind in DATABASE_FILE) || manifest.database.path !== DATABASE_FILE[kind]) {
    throw new Refusal('The manifest names no database')
  }
  const problems = []
  const listed = new Set()
  for (const file of manifest.files) {
    listed.add(file.path)
    const actual = found.get(file.path)
    if (!actual) problems.push(`${file.path} is missing`)
    else if (actual.size !== file.size) problems.push(`${file.path} has ${actual.size} bytes, not ${file.size}`)
    else if (actual.sha256 !== file.sha256) problems.push(`${file.path} does not match its SHA-256`)
  }
  for (const name of found.keys()) if (!listed.has(name)) problems.push(`${name} is not in the manifest`)
  if (!listed.has(manifest.database.path))
    problems.push(`the database (${manifest.database.path}) is not in the manifest`)
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join('; ')
    throw new Refusal(
      `The archive is damaged: ${shown}${problems.length > 10 ? `; and ${problems.length - 10} more` : ''}`,
    )
  }
  return { manifest, directories }
}

// ---------------------------------------------------------------------------------------------------------------------
// Backup

async function exists(file) {
  return fs.access(file).then(
    () => true,
    () => false,
  )
}

/** Regular files under a folder, as [relative path, size, mtime]; `.gitkeep` and anything not a file are left out. */
async function filesUnder(root) {
  const out = []
  const skipped = []
  async function walk(relative) {
    let entries
    try {
      entries = await fs.readdir(path.join(root, relative), { withFileTypes: true })
    } catch (error) {
      if (error.code === 'ENOENT' && relative === '') return
      throw error
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const name = relative ? `${relative}/${entry.name}` : entry.name
      if (entry.isDirectory()) await walk(name)
      else if (entry.isFile() && name !== '.gitkeep') {
        const info = await fs.stat(path.join(root, name))
        out.push({ name, size: info.size, mtime: Math.floor(info.mtimeMs / 1000) })
      } else if (!entry.isFile()) skipped.push(name)
    }
  }
  await walk('')
  return { files: out, skipped }
}

function strapiVersion() {
  try {
    return JSON.parse(readFileSync(path.join(CMS, 'node_modules/@strapi/strapi/package.json'), 'utf8')).version
  } catch {
    return 'unknown'
  }
}

/** SQLite's online backup: a consistent copy of the live database, page by page, while the CMS keeps writing. */
async function copySqlite(file, destination) {
  if (!(await exists(file))) throw new Refusal(`No SQLite database at ${file} (DATABASE_FILENAME): nothing to back up`)
  const source = new Database(file, { readonly: true, fileMustExist: true, timeout: 30_000 })
  try {
    await source.backup(destination)
  } finally {
    source.close()
  }
  await fs.chmod(destination, 0o600)
  leaveOutWebhooks(destination)
  const copy = new Database(destination, { readonly: true })
  try {
    const check = copy.pragma('quick_check', { simple: true })
    if (check !== 'ok') throw new Refusal(`The copy of the database fails SQLite's check (${check})`)
    const tables = copy.prepare("select count(*) as n from sqlite_master where type = 'table'").get().n
    if (tables === 0) throw new Refusal(`The database at ${file} has no tables: nothing to back up`)
  } finally {
    copy.close()
  }
}

/**
 * Webhooks are not backed up: they carry their receivers' secrets in their headers (the site's REVALIDATE_SECRET),
 * and a backup is copied further and kept longer than the server's own configuration. The CMS makes the site's webhooks
 * again at every start (src/site-link.ts); one an admin added by hand is added again after a restore.
 */
const WEBHOOKS_TABLE = 'strapi_webhooks'

/** The copy without the webhooks, their bytes overwritten rather than left in free pages of the file. */
function leaveOutWebhooks(file) {
  const copy = new Database(file)
  try {
    const table = copy.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(WEBHOOKS_TABLE)
    if (!table) return
    copy.pragma('secure_delete = ON')
    copy.prepare(`delete from ${WEBHOOKS_TABLE}`).run()
  } finally {
    copy.close()
  }
}

async function dumpPostgres(destination) {
  const env = postgresEnv()
  const args = ['--format=custom', '--compress=0', `--exclude-table-data=${WEBHOOKS_TABLE}`, `--file=${destination}`]
  await run(await pgTool('pg_dump'), args, env)
  await fs.chmod(destination, 0o600)
}

function megabytes(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function stamp(date = new Date()) {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
}

async function backup(options) {
  const settings = config()
  const createdAt = new Date()
  let target = options.out ? path.resolve(options.cwd, options.out) : settings.backupDir
  if (!target.endsWith('.tar.gz')) target = path.join(target, `origin-cms-${stamp(createdAt)}.tar.gz`)
  const folder = path.dirname(target)
  await fs.mkdir(folder, { recursive: true, mode: 0o700 })
  if (await exists(target)) throw new Refusal(`${target} exists already`)
  const work = await fs.mkdtemp(path.join(folder, '.backup-'))
  const partial = `${target}.partial`
  try {
    // The database first: files written after its snapshot are extra (harmless), never missing for a row in it.
    const kind = settings.database
    const databaseCopy = path.join(work, path.basename(DATABASE_FILE[kind]))
    if (kind === 'sqlite') await copySqlite(settings.sqliteFile, databaseCopy)
    else await dumpPostgres(databaseCopy)
    // A bucket's objects are copied beside the database first, then archived as a folder's files are.
    const uploadsRoot = settings.mediaBucket
      ? await downloadBucket(settings.mediaBucket, path.join(work, 'uploads'))
      : settings.uploadsDir
    const privateRoot = settings.privateBucket
      ? await downloadBucket(settings.privateBucket, path.join(work, 'private'))
      : settings.privateDir
    const uploads = await filesUnder(uploadsRoot)
    const privateFiles = await filesUnder(privateRoot)
    for (const [list, where] of [
      [uploads, uploadsRoot],
      [privateFiles, privateRoot],
    ]) {
      if (list.skipped.length > 0)
        console.warn(`Left out ${list.skipped.length} entries under ${where} that are not files`)
    }

    const tar = new TarWriter(partial)
    const files = []
    const now = Math.floor(createdAt.getTime() / 1000)
    try {
      for (const area of AREAS) await tar.directory(area, now)
      const databaseInfo = await fs.stat(databaseCopy)
      files.push(await tar.file(DATABASE_FILE[kind], databaseCopy, databaseInfo.size, now))
      for (const [area, list, root] of [
        ['uploads', uploads, uploadsRoot],
        ['private', privateFiles, privateRoot],
      ]) {
        const made = new Set()
        for (const file of list.files) {
          // Each folder on the way, once, before its first file (so any tar makes them 0700 too).
          const parts = file.name.split('/').slice(0, -1)
          for (let depth = 1; depth <= parts.length; depth++) {
            const dir = parts.slice(0, depth).join('/')
            if (made.has(dir)) continue
            made.add(dir)
            await tar.directory(`${area}/${dir}`, now)
          }
          try {
            files.push(await tar.file(`${area}/${file.name}`, path.join(root, file.name), file.size, file.mtime))
          } catch (error) {
            if (error.code === 'ENOENT')
              throw new Refusal(`A file under ${root} went away while it was read: run the backup again`)
            throw error
          }
        }
      }
      const manifest = {
        format: FORMAT,
        createdAt: createdAt.toISOString(),
        database: { kind, path: DATABASE_FILE[kind] },
        strapi: strapiVersion(),
        files,
      }
      await tar.buffer('manifest.json', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`), now)
    } finally {
      await tar.close()
    }
    // A backup nobody has read back is not one: the archive is checked as a restore would check it.
    await checkArchive(partial)
    // A hard link never replaces an archive of the same name; where links are not supported, a rename.
    await fs.link(partial, target).catch((error) => {
      if (error.code === 'EEXIST') throw new Refusal(`${target} exists already`)
      return fs.rename(partial, target)
    })
    await fs.chmod(target, 0o600)
    const sum = (area) => files.filter((file) => file.path.startsWith(`${area}/`))
    const bytes = (list) => list.reduce((total, file) => total + file.size, 0)
    const archiveSize = (await fs.stat(target)).size
    console.log(
      `Backup written and checked: ${target}\n` +
        `  database (${kind}, ${megabytes(bytes(sum('database')))}), ${sum('uploads').length} public uploads ` +
        `(${megabytes(bytes(sum('uploads')))}), ${sum('private').length} private files (${megabytes(bytes(sum('private')))}); ` +
        `${megabytes(archiveSize)} compressed, mode 0600. It holds personal data: encrypt it before it leaves this machine.`,
    )
  } finally {
    await fs.rm(partial, { force: true })
    await fs.rm(work, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// Restore

async function cmsAnswers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
    return response.status === 204 || response.status === 200
  } catch {
    return false
  }
}

async function sqliteTables(file) {
  if (!(await exists(file))) return 0
  if ((await fs.stat(file)).size === 0 && !(await exists(`${file}-wal`))) return 0
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true, timeout: 5000 })
    try {
      return db.prepare("select count(*) as n from sqlite_master where type = 'table'").get().n
    } finally {
      db.close()
    }
  } catch (error) {
    if (error?.code === 'SQLITE_NOTADB' || error?.code === 'SQLITE_CORRUPT') return Number.NaN
    throw error
  }
}

async function postgresTables() {
  const out = await run(
    await pgTool('psql'),
    [
      '-X',
      '-q',
      '-t',
      '-A',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      "select count(*) from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    ],
    postgresEnv(),
  )
  return Number(out.trim())
}

async function filesIn(dir) {
  return (await filesUnder(dir)).files.length
}

/**
 * Moves a file (over the one there, at once) or a folder (to where nothing is), across file systems too: a file is
 * copied beside its target and renamed over it, a folder copied.
 */
async function move(from, to) {
  try {
    await fs.rename(from, to)
  } catch (error) {
    if (error.code !== 'EXDEV') throw error
    if ((await fs.stat(from)).isDirectory()) {
      await fs.cp(from, to, { recursive: true, preserveTimestamps: true, errorOnExist: true, force: false })
    } else {
      const beside = `${to}.restoring-${randomBytes(4).toString('hex')}`
      await fs.copyFile(from, beside)
      await fs.rename(beside, to)
    }
    await fs.rm(from, { recursive: true, force: true })
  }
}

/** Puts a restored folder where the CMS reads it; what was there is removed only once the new one is in place. */
async function replaceFolder(restored, target, { fileMode, dirMode }) {
  // A parent made here gets the folder's own mode (the umask would make PUBLIC_DIR 0700).
  const made = await fs.mkdir(path.dirname(target), { recursive: true })
  if (made) await fs.chmod(made, dirMode)
  await setModes(restored, fileMode, dirMode)
  const old = (await exists(target)) ? `${target}.replaced-${randomBytes(4).toString('hex')}` : null
  if (old) await fs.rename(target, old)
  try {
    await move(restored, target)
  } catch (error) {
    if (old) await fs.rename(old, target)
    throw error
  }
  if (old) {
    // A tracked placeholder (cms/public/uploads/.gitkeep) stays, so git sees no change.
    if (await exists(path.join(old, '.gitkeep')))
      await fs.rename(path.join(old, '.gitkeep'), path.join(target, '.gitkeep'))
    await fs.rm(old, { recursive: true, force: true })
  }
}

async function setModes(dir, fileMode, dirMode) {
  await fs.chmod(dir, dirMode)
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) await setModes(full, fileMode, dirMode)
    else await fs.chmod(full, fileMode)
  }
}

async function restore(options) {
  const settings = config()
  const archive = path.resolve(options.cwd, options.archive)
  if (!(await exists(archive))) throw new Refusal(`No archive at ${archive}`)

  if (options.check) {
    const { manifest } = await checkArchive(archive)
    console.log(`Archive checked: every file matches its SHA-256. ${describe(manifest)}`)
    return
  }

  // A running CMS would go on writing to what is being replaced: it must be stopped.
  if (await cmsAnswers(settings.health)) {
    throw new Refusal(
      `The CMS answers at ${settings.health.replace(/\/_health$/, '')}: stop it first (a restore replaces its database and folders)`,
    )
  }
  // An empty target, unless told otherwise.
  const content = []
  if (settings.database === 'sqlite') {
    const tables = await sqliteTables(settings.sqliteFile)
    if (Number.isNaN(tables)) content.push(`${settings.sqliteFile} is there and is not a SQLite database`)
    else if (tables > 0) content.push(`the database ${settings.sqliteFile} has ${tables} tables`)
  } else {
    const tables = await postgresTables()
    if (tables > 0) content.push(`the PostgreSQL database ${postgresEnv().PGDATABASE} has ${tables} tables`)
  }
  for (const [bucket, folder] of [
    [settings.mediaBucket, settings.uploadsDir],
    [settings.privateBucket, settings.privateDir],
  ]) {
    const count = bucket ? (await objectKeys(bucket)).length : await filesIn(folder)
    if (count > 0) content.push(`${bucket ? `the bucket ${bucket.name}` : folder} holds ${count} files`)
  }
  if (content.length > 0 && !options.force) {
    throw new Refusal(
      `The target CMS is not empty: ${content.join('; ')}. A restore replaces all of it: run again with --force if that is what you want.`,
    )
  }

  // Every file is read, hashed and written to a private folder in BACKUP_DIR first; nothing the CMS uses changes until
  // all of them match the manifest.
  await fs.mkdir(settings.backupDir, { recursive: true, mode: 0o700 })
  const staging = await fs.mkdtemp(path.join(settings.backupDir, '.restore-'))
  try {
    const { manifest } = await checkArchive(archive, staging)
    const kind = manifest.database.kind
    if (kind !== settings.database) {
      throw new Refusal(
        `The archive holds a ${kind} database, and this CMS is configured for ${settings.database} (DATABASE_CLIENT): restore it into a CMS of the same kind`,
      )
    }
    if (manifest.strapi !== strapiVersion()) {
      console.warn(
        `The archive was made with Strapi ${manifest.strapi}; this CMS has ${strapiVersion()}. Strapi migrates an older database forward on start, never back.`,
      )
    }
    for (const area of ['uploads', 'private'])
      await fs.mkdir(path.join(staging, area), { recursive: true, mode: 0o700 })
    const database = path.join(staging, manifest.database.path)

    // The database, then the folders, each replaced in one step (a rename; PostgreSQL: one transaction), so a failure
    // leaves each either as it was or restored.
    if (kind === 'sqlite') {
      await fs.chmod(database, 0o600)
      const file = settings.sqliteFile
      await fs.mkdir(path.dirname(file), { recursive: true })
      for (const suffix of ['-wal', '-shm', '-journal']) await fs.rm(`${file}${suffix}`, { force: true })
      await move(database, file)
    } else {
      const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction']
      if (options.force) args.push('--clean', '--if-exists')
      const env = postgresEnv()
      await run(await pgTool('pg_restore'), [...args, `--dbname=${env.PGDATABASE}`, database], env)
    }
    if (settings.mediaBucket) await uploadBucket(path.join(staging, 'uploads'), settings.mediaBucket, options.force)
    else await replaceFolder(path.join(staging, 'uploads'), settings.uploadsDir, { fileMode: 0o644, dirMode: 0o755 })
    if (settings.privateBucket) await uploadBucket(path.join(staging, 'private'), settings.privateBucket, options.force)
    else await replaceFolder(path.join(staging, 'private'), settings.privateDir, { fileMode: 0o600, dirMode: 0o700 })
    console.log(
      `Restored from ${archive}: ${describe(manifest)}\n` +
        '  Start the CMS (bash cms/scripts/start.sh, or npm run up): it finds its content and does not seed.\n' +
        `  Anything erased or deleted after ${manifest.createdAt} (data requests) is back: erase it again.`,
    )
  } finally {
    await fs.rm(staging, { recursive: true, force: true })
  }
}

function describe(manifest) {
  const count = (area) => manifest.files.filter((file) => file.path.startsWith(`${area}/`)).length
  return (
    `Made ${manifest.createdAt} (Strapi ${manifest.strapi}): a ${manifest.database.kind} database, ` +
    `${count('uploads')} public uploads, ${count('private')} private files.`
  )
}

// ---------------------------------------------------------------------------------------------------------------------

function parse(argv) {
  const [command, ...rest] = argv
  const options = { command, cwd: process.env.BACKUP_CWD || process.cwd(), force: false, check: false }
  const positional = []
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]
    if (arg === '--force') options.force = true
    else if (arg === '--check') options.check = true
    else if (arg === '--out') options.out = rest[++i]
    else if (arg.startsWith('--out=')) options.out = arg.slice('--out='.length)
    else if (arg.startsWith('-')) throw new Refusal(`Unknown option ${arg}`)
    else positional.push(arg)
  }
  if (command === 'restore') {
    if (positional.length !== 1) throw new Refusal('Usage: npm run restore -- [--check] [--force] <archive.tar.gz>')
    options.archive = positional[0]
  } else if (command === 'backup') {
    if (positional.length > 0 || options.force || options.check)
      throw new Refusal('Usage: npm run backup [-- --out <folder or file.tar.gz>]')
  } else {
    throw new Refusal('Usage: backup.mjs backup|restore ...')
  }
  return options
}

process.umask(0o077)
try {
  const options = parse(process.argv.slice(2))
  const started = Date.now()
  await (options.command === 'backup' ? backup(options) : restore(options))
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`)
} catch (error) {
  if (error instanceof Refusal) {
    console.error(`${process.argv[2] === 'backup' ? 'Backup' : 'Restore'} failed: ${error.message}`)
    process.exit(1)
  }
  throw error
}
