/**
 * A person's request for their data, answered from the admin panel (docs/editors.md, "Someone asks for their data"):
 * whoever answers messages and applications (the Leads role, or a Super Admin: whoever may read and delete both types)
 * sees what is stored for one e-mail address, downloads all of it as one archive, and erases it, as the operator's
 * `npm run data:export` and `data:erase` do (src/lib/personal-data.ts: one audit line for each count, export and
 * erasure, naming the admin, counts only). The page is src/admin/personal-data; who may,
 * src/policies/may-answer-requests.ts. The address never travels in a URL the logs
 * keep: it is in the POST bodies, and the archive's GET (a download the panel's fetch client can take) names it by a
 * ticket the count gives: the address, the admin and an expiry, sealed with the CMS's signing secret.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import type { Context } from 'koa'
import { cmsEnv } from './lib/env'
import { type Actor, countForEmail, eraseForEmail, exportArchive } from './lib/personal-data'
import { archiveName, isRequestAddress, PERSONAL_DATA_ROUTES } from './lib/personal-data-access'

/** How long the count's ticket downloads the archive: the page is open, the button a click away. */
const TICKET_MINUTES = 10

/** The ticket's AES-256-GCM key, derived from the signing secret for this use alone. */
function ticketKey(): Buffer {
  const secret = cmsEnv().filesSigningSecret
  if (!secret) throw new Error('FILES_SIGNING_SECRET (or ADMIN_JWT_SECRET) must be set')
  return Buffer.from(hkdfSync('sha256', secret, '', 'origin personal-data ticket', 32))
}

/** The address, the admin who counted and an expiry, sealed (nonce, tag, ciphertext) as base64url. */
function ticketFor(email: string, admin: unknown, now = Date.now()): string {
  const nonce = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', ticketKey(), nonce)
  const payload = JSON.stringify({ email, admin: String(admin), expires: now + TICKET_MINUTES * 60_000 })
  const sealed = Buffer.concat([cipher.update(payload), cipher.final()])
  return Buffer.concat([nonce, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The address a ticket of this CMS holds, for the admin it was made for, while it lasts; else null. */
function emailOfTicket(ticket: unknown, admin: unknown, now = Date.now()): string | null {
  // One spelling only: Node's decoder would skip stray characters, and a ticket must not have many spellings.
  if (typeof ticket !== 'string' || ticket.length > 1024 || !/^[A-Za-z0-9_-]+$/.test(ticket)) return null
  try {
    const raw = Buffer.from(ticket, 'base64url')
    // A nonce, a whole 16-byte tag (GCM would take a shorter, weaker one) and something sealed.
    if (raw.toString('base64url') !== ticket || raw.length <= 28) return null
    const decipher = createDecipheriv('aes-256-gcm', ticketKey(), raw.subarray(0, 12), { authTagLength: 16 })
    decipher.setAuthTag(raw.subarray(12, 28))
    const opened: unknown = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString())
    const read = (name: string) =>
      typeof opened === 'object' && opened !== null ? Reflect.get(opened, name) : undefined
    const [email, by, expires] = [read('email'), read('admin'), read('expires')]
    const valid = typeof email === 'string' && by === String(admin) && typeof expires === 'number' && expires > now
    return valid ? email : null
  } catch {
    // Not sealed by this CMS, cut short or altered: no address.
    return null
  }
}

/** The signed-in admin's id (Strapi's admin authentication sets it before the routes run). */
const adminOf = (ctx: Context): unknown => (ctx.state.user ? Reflect.get(ctx.state.user, 'id') : undefined)

/** The audit line's "by": the admin's id (the routes' policy has made sure there is one). */
const by = (ctx: Context): Actor => ({ admin: String(adminOf(ctx)) })

/** The address in the body, trimmed, or null: one line, one @, at most 254 characters. */
function emailOf(ctx: Context): string | null {
  const body: unknown = ctx.request.body
  const value = typeof body === 'object' && body !== null ? Reflect.get(body, 'email') : undefined
  const email = typeof value === 'string' ? value.trim() : ''
  return isRequestAddress(email) ? email : null
}

function refuse(ctx: Context, status: number, name: string, message: string) {
  ctx.status = status
  ctx.body = { data: null, error: { status, name, message, details: {} } }
}

/** Each answer names one person's data: never kept by a cache. */
function answer(
  ctx: Context,
  act: (email: string) => Promise<void>,
  [email, missing] = [emailOf(ctx), 'Give one e-mail address'],
) {
  ctx.set('Cache-Control', 'no-store')
  if (!email) return refuse(ctx, 400, 'ValidationError', missing)
  return act(email)
}

export function registerPersonalDataRoutes(strapi: Core.Strapi): void {
  const config = { policies: ['global::may-answer-requests'] }
  const info = { type: 'admin' }
  strapi.server.routes({
    type: 'admin',
    prefix: PERSONAL_DATA_ROUTES.prefix,
    routes: [
      {
        method: 'POST',
        path: '/count',
        config,
        info,
        handler: (ctx: Context) =>
          answer(ctx, async (email) => {
            ctx.body = { data: await countForEmail(strapi, email, by(ctx)), ticket: ticketFor(email, adminOf(ctx)) }
          }),
      },
      {
        method: 'GET',
        path: '/export',
        config,
        info,
        handler: (ctx: Context) =>
          answer(
            ctx,
            async (email) => {
              // Streamed as it is made: the CVs pass through in chunks, never whole in memory or on a temporary disk.
              ctx.body = (await exportArchive(strapi, email, by(ctx))).archive
              ctx.type = 'application/gzip'
              ctx.set('Content-Disposition', `attachment; filename="${archiveName()}"`)
            },
            [
              emailOfTicket(ctx.query.ticket, adminOf(ctx)),
              'The ticket is not yours, not this CMS’s, or has expired: count again',
            ],
          ),
      },
      {
        method: 'POST',
        path: '/erase',
        config,
        info,
        handler: (ctx: Context) =>
          answer(ctx, async (email) => {
            ctx.body = { data: await eraseForEmail(strapi, email, by(ctx)) }
          }),
      },
    ],
  })
}
