import { createHash } from 'node:crypto'
import { unlink } from 'node:fs/promises'
import { APPLICATION_FIELD_LIMITS as APPLICATION, CONTACT_FIELD_LIMITS as CONTACT } from '@origin/shared/field-limits'
import { IDEMPOTENCY_KEY } from '@origin/shared/idempotency-key'
import type { Data } from '@strapi/strapi'
import type { Context } from 'koa'
import { cmsEnv } from '../../../lib/env'
import {
  contentTypeOf,
  downloadName,
  downloadPath,
  isKey,
  privateDownload,
  removePrivate,
  storePrivate,
  verify,
} from '../../../lib/private-files'
import { isSiteWriteRequest } from '../../../lib/site-token'
import {
  checkFile,
  type FieldError,
  mimeOf,
  optionalText,
  requireEmail,
  requireText,
  type UploadedFile,
} from '../../../lib/validate'

/** An error answer in Strapi's own shape, so callers read every refusal the same way. */
function refuse(ctx: Context, status: number, name: string, message: string, details: Record<string, unknown> = {}) {
  ctx.status = status
  ctx.body = { data: null, error: { status, name, message, details } }
}

function badRequest(ctx: Context, errors: FieldError[]) {
  refuse(ctx, 400, 'ValidationError', `Invalid ${errors.map((e) => e.path.join('.')).join(', ')}`, { errors })
}

/** The retry key, if any: 8–100 of A-Z a-z 0-9 _ -. A malformed one is refused rather than ignored (a caller that
 * thinks it is protected against duplicates must not silently lose that). */
function idempotencyKey(ctx: Context, body: Record<string, unknown>, errors: FieldError[]): string | null {
  const value = ctx.request.header['idempotency-key'] ?? body.idempotencyKey
  if (value === undefined || value === '') return null
  if (typeof value === 'string' && IDEMPOTENCY_KEY.test(value)) return value
  errors.push({ path: ['idempotencyKey'], message: 'Idempotency key must be 8 to 100 letters, digits, _ or -' })
  return null
}

/** What a key promises to stand for: the submission's content (text fields and file bytes), as a SHA-256. */
function contentHash(parts: readonly (string | Buffer | null | undefined)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) {
    hash.update(part == null ? '\u0001' : part)
    hash.update('\u0000')
  }
  return hash.digest('hex')
}

/**
 * A retried submission (same Idempotency-Key, same content) gets the first one's result, 201 and the same ids, and
 * stores nothing new; the `Idempotent-Replayed` header tells the two apart for logs. The same key with other content
 * is refused with 409: answering "ok" would lose the edited message without a word.
 */
/** The two content types that take submissions. */
type SubmissionType = 'api::contact-message.contact-message' | 'api::job-application.job-application'

async function replay(ctx: Context, uid: SubmissionType, key: string | null, hash: string): Promise<boolean> {
  if (!key) return false
  const existing = await strapi.db.query(uid).findOne({ where: { idempotencyKey: key } })
  if (!existing) return false
  // Entries stored before hashes were kept have none: they can only be replayed.
  if (existing.idempotencyHash && existing.idempotencyHash !== hash) {
    refuse(
      ctx,
      409,
      'ConflictError',
      'This idempotency key was used for a different submission: send changed content with a new key',
    )
    return true
  }
  ctx.status = 201
  ctx.set('Idempotent-Replayed', 'true')
  ctx.body = { data: { id: existing.id, documentId: existing.documentId } }
  return true
}

/** The key and its content hash as stored with a submission; neither without a key. */
function keyFields(key: string | null, hash: string): { idempotencyKey?: string; idempotencyHash?: string } {
  return key ? { idempotencyKey: key, idempotencyHash: hash } : {}
}

/**
 * Requests with the same idempotency key run one after the other in this process, so a retry arriving while the
 * first is still being stored waits for it and then replays it. Across processes the unique index created at
 * bootstrap (src/index.ts) is the backstop: the losing insert fails and replays the winner.
 */
const inFlight = new Map<string, Promise<unknown>>()
async function oneAtATime<T>(lock: string | null, task: () => Promise<T>): Promise<T> {
  if (!lock) return task()
  const previous = inFlight.get(lock) ?? Promise.resolve()
  const run = previous.catch(() => undefined).then(task)
  inFlight.set(lock, run)
  try {
    return await run
  } finally {
    if (inFlight.get(lock) === run) inFlight.delete(lock)
  }
}

function single(value: unknown): UploadedFile | undefined {
  const file = Array.isArray(value) ? value[0] : value
  if (!file || typeof file !== 'object' || !('filepath' in file) || typeof file.filepath !== 'string') return undefined
  const size = 'size' in file && typeof file.size === 'number' ? file.size : 0
  const name = 'originalFilename' in file && typeof file.originalFilename === 'string' ? file.originalFilename : null
  return { filepath: file.filepath, originalFilename: name, size }
}

/** Tells the agency by e-mail where SMTP is configured. Never throws: the submission is already stored. */
function notify(subject: string, text: string, replyTo: string) {
  const { smtpHost, contactEmailTo: to } = cmsEnv()
  if (!smtpHost) return
  void strapi
    .plugin('email')
    .service('email')
    .send({ to, subject, text, replyTo })
    .catch((error: Error) => strapi.log.error(`Notification e-mail failed: ${error.message}`))
}

async function receiveApplication(ctx: Context) {
  if (!isSiteWriteRequest(ctx)) return ctx.unauthorized('A valid write token is required')
  const data: Record<string, unknown> = ctx.request.body ?? {}
  const files = ctx.request.files ?? {}
  const errors: FieldError[] = []
  const name = requireText(errors, data, 'name', APPLICATION.name, 'Name')
  const surname = requireText(errors, data, 'surname', APPLICATION.surname, 'Surname')
  const email = requireEmail(errors, data, APPLICATION.email)
  const phoneNumber = optionalText(errors, data, 'phoneNumber', APPLICATION.phoneNumber, 'Phone number')
  const message = optionalText(errors, data, 'message', APPLICATION.message, 'Message', 'message')
  const position = optionalText(errors, data, 'position', APPLICATION.position, 'Position')
  const cv = await checkFile(errors, 'file1', single(files.file1), true)
  const letter = await checkFile(errors, 'file2', single(files.file2), false)
  const key = idempotencyKey(ctx, data, errors)
  if (errors.length) return badRequest(ctx, errors)

  const uid = 'api::job-application.job-application'
  const hash = contentHash([name, surname, email, phoneNumber, message, position, cv?.bytes, letter?.bytes])
  await oneAtATime(key && `${uid}:${key}`, async () => {
    if (await replay(ctx, uid, key, hash)) return
    const describe = async (file: NonNullable<typeof cv>) => {
      const stored = await storePrivate(file.bytes, file.kind)
      return {
        name: file.name,
        mime: mimeOf(file.kind),
        size: file.bytes.length,
        key: stored,
        download: downloadPath(stored, strapi.config.get('server.url', '')),
      }
    }
    const file1 = cv ? await describe(cv) : null
    const file2 = letter ? await describe(letter) : null
    let stored: { id: Data.ID; documentId: string }
    try {
      stored = await strapi.documents(uid).create({
        data: { name, surname, email, phoneNumber, message, position, file1, file2, ...keyFields(key, hash) },
      })
    } catch (error) {
      await Promise.all([file1, file2].flatMap((f) => (f ? [removePrivate(f.key).catch(() => undefined)] : [])))
      if (await replay(ctx, uid, key, hash)) return
      throw error
    }
    notify(
      `Job application: ${position || 'open application'}`,
      `From: ${name} ${surname} <${email}>${phoneNumber ? `, ${phoneNumber}` : ''}\n\n${message}\n\nFiles are in the admin panel.`,
      email,
    )
    ctx.status = 201
    ctx.body = { data: { id: stored.id, documentId: stored.documentId } }
  })
}

async function removeTempUploads(files: Record<string, unknown> | undefined) {
  const all = Object.values(files ?? {}).flatMap((value) => (Array.isArray(value) ? value : [value]))
  await Promise.all(
    all.map((file) =>
      file && typeof file === 'object' && 'filepath' in file
        ? unlink(String(file.filepath)).catch(() => undefined)
        : undefined,
    ),
  )
}

export default {
  async sendForm(ctx: Context) {
    if (!isSiteWriteRequest(ctx)) return ctx.unauthorized('A valid write token is required')
    const body = ctx.request.body ?? {}
    const data: Record<string, unknown> = body.data && typeof body.data === 'object' ? body.data : {}
    const errors: FieldError[] = []
    const firstName = requireText(errors, data, 'firstName', CONTACT.firstName, 'Name')
    const email = requireEmail(errors, data, CONTACT.email)
    const subject = requireText(errors, data, 'subject', CONTACT.subject, 'Subject')
    const message = requireText(errors, data, 'message', CONTACT.message, 'Message', 'message')
    const key = idempotencyKey(ctx, data, errors)
    if (errors.length) return badRequest(ctx, errors)

    const uid = 'api::contact-message.contact-message'
    const hash = contentHash([firstName, email, subject, message])
    await oneAtATime(key && `${uid}:${key}`, async () => {
      if (await replay(ctx, uid, key, hash)) return
      let stored: { id: Data.ID; documentId: string }
      try {
        stored = await strapi.documents(uid).create({
          data: { firstName, email, subject, message, ...keyFields(key, hash) },
        })
      } catch (error) {
        if (await replay(ctx, uid, key, hash)) return // another process stored the same key first (unique index)
        throw error
      }
      notify(`Contact form: ${subject}`, `From: ${firstName} <${email}>\n\n${message}`, email)
      ctx.status = 201
      ctx.body = { data: { id: stored.id, documentId: stored.documentId } }
    })
  },

  async jobApplication(ctx: Context) {
    try {
      await receiveApplication(ctx)
    } finally {
      // Accepted files were copied to private storage; the parser's temp copies go now (and again, for any route,
      // in global::remove-temp-uploads).
      await removeTempUploads(ctx.request.files)
    }
  },

  async download(ctx: Context) {
    const key = String(ctx.params.key ?? '')
    // A link without a valid signature, or past its expiry, is refused alike: the admin opens the entry for a fresh one.
    if (!isKey(key) || !verify(key, ctx.query.expires, ctx.query.signature))
      return ctx.forbidden('This file is private')
    const answer = await privateDownload(key)
    if (!answer) return ctx.notFound()
    ctx.set('Cache-Control', 'private, no-store')
    if ('redirect' in answer) {
      // From the bucket: the presigned address itself makes the answer a download (object-store.ts).
      ctx.status = 303
      ctx.redirect(answer.redirect)
      return
    }
    ctx.body = answer.bytes
    ctx.type = contentTypeOf(key)
    ctx.set('Content-Disposition', `attachment; filename="${downloadName(key)}"`)
  },
}
