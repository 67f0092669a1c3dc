/**
 * The admin's routes anyone may call (sign in, register the first admin, accept an invitation, ask for and set a new
 * password) took any JSON from anyone, and Strapi's validation printed a rejected value back, indented: 10 KB of
 * `{"a":{"a":…}}` answered 4 MB (issue 63). Strapi's limiter counts per e-mail in the body, so a new address each time
 * was never limited, and `/register` and `/reset-password` have none. Before Strapi's own code runs, here:
 *
 * - the body is JSON of at most BODY_LIMIT_BYTES (src/middlewares/bounded-json.ts reads it); any other kind of body
 *   is 415, unread;
 * - it holds only the fields the admin's own forms send, each text (or `true`/`false` where Strapi takes a flag), so
 *   Strapi never meets a value it would print back; anything else is 400 naming the fields, never the values (so
 *   does the query of `GET /admin/registration-info`, an invitation's token);
 * - each address may call each route ALLOWANCE times in WINDOW_MINUTES, whatever e-mail it gives; past that 429. A
 *   call that succeeds (someone signed in, registered, set a password) is not counted: an office behind one address
 *   never runs out by signing in. `/forgot-password` answers every call alike, so each one counts.
 *
 * The address is the connection's, or with TRUST_PROXY=1 the one the nearest proxy names (config/server.ts). Counts
 * are kept in memory, per CMS instance, like Strapi's own limiter's (decision 106).
 */
import type { Context, Next } from 'koa'
import { refuse } from '../lib/refusal'
import { isJsonRequest, readJsonBody } from './bounded-json'

/** Far more than the forms send (an e-mail, names, a password of at most 72 bytes, a token, a device id). */
export const BODY_LIMIT_BYTES = 4 * 1024
export const ALLOWANCE = 10
export const WINDOW_MINUTES = 10
/** Addresses remembered at once; past it the oldest are forgotten (a flood of addresses cannot fill the memory). */
const MAX_TRACKED = 10_000

type Kind = 'text' | 'text or null' | 'flag' | Shape
type Shape = { fields: Readonly<Record<string, Kind>>; othersAllowed?: true }

/** What the admin sends with every sign-in and registration (Strapi's sessions). */
const DEVICE: Record<string, Kind> = { deviceId: 'text', rememberMe: 'flag' }

/**
 * The fields of each route, as Strapi's own validation takes them (@strapi/admin's validation/authentication):
 * every one of them but `/login`'s refuses unknown fields, and so does this.
 */
const ROUTES: Readonly<Record<string, Shape>> = {
  // Strapi checks only the device fields of a sign-in and lets others through; they may be flags or text, no more.
  login: { fields: { email: 'text', password: 'text', ...DEVICE }, othersAllowed: true },
  'register-admin': {
    fields: { email: 'text', firstname: 'text', lastname: 'text or null', password: 'text', ...DEVICE },
  },
  register: {
    fields: {
      registrationToken: 'text',
      userInfo: { fields: { firstname: 'text', lastname: 'text or null', password: 'text' } },
      ...DEVICE,
    },
  },
  'reset-password': { fields: { resetPasswordToken: 'text', password: 'text' } },
  'forgot-password': { fields: { email: 'text' } },
}
/** The one anonymous GET, an invitation's details: its token in the query, which Strapi's validation printed back too. */
const REGISTRATION_INFO: Shape = { fields: { registrationToken: 'text' } }
const REGISTRATION_INFO_PATH = /^\/admin\/registration-info\/?$/i

/** The routes whose answer is the same whatever was sent: every call counts. */
const ALWAYS_COUNTED: ReadonlySet<string> = new Set(['forgot-password'])

/** The route an anonymous admin call is for, as Strapi's router matches it (any case, a trailing slash), or null. */
export function anonymousAdminRoute(method: string, path: string): string | null {
  if (method !== 'POST') return null
  const match = /^\/admin\/([a-z-]+)\/?$/i.exec(path)
  const name = match?.[1]?.toLowerCase()
  return name && Object.hasOwn(ROUTES, name) ? name : null
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function fits(kind: Kind, value: unknown): boolean {
  if (kind === 'text') return typeof value === 'string'
  if (kind === 'text or null') return typeof value === 'string' || value === null
  if (kind === 'flag') return typeof value === 'boolean'
  return isRecord(value) && fitsShape(kind, value)
}

function fitsShape(shape: Shape, body: Record<string, unknown>): boolean {
  return Object.entries(body).every(([key, value]) => {
    const kind = Object.hasOwn(shape.fields, key) ? shape.fields[key] : undefined
    if (kind) return fits(kind, value)
    return shape.othersAllowed === true && (typeof value === 'string' || typeof value === 'boolean')
  })
}

/** The body a route takes, in words: its fields and their kinds, never what was sent. */
function describe(shape: Shape): string {
  const fields = Object.entries(shape.fields).map(([name, kind]) =>
    typeof kind === 'string' ? `${name} (${kind})` : `${name} (${describe(kind)})`,
  )
  return `${fields.join(', ')}${shape.othersAllowed ? ', and other text or flags' : ''}`
}

/** The body fits the route: a JSON object of its fields. */
export function bodyFits(route: string, body: unknown): boolean {
  const shape = ROUTES[route]
  return shape !== undefined && isRecord(body) && fitsShape(shape, body)
}

type Count = { calls: number; resetsAt: number }
const counts = new Map<string, Count>()

function forgetExpired(now: number) {
  for (const [key, count] of counts) if (count.resetsAt <= now) counts.delete(key)
  // Still full: the first remembered go first (a Map keeps the order keys were added in).
  for (const key of counts.keys()) {
    if (counts.size < MAX_TRACKED) break
    counts.delete(key)
  }
}

/** Counts one call of `route` from `address`; the seconds to wait when the allowance is spent, else null. */
function spend(key: string, now: number): number | null {
  const count = counts.get(key)
  if (count && count.resetsAt > now) {
    if (count.calls >= ALLOWANCE) return Math.ceil((count.resetsAt - now) / 1000)
    count.calls++
    return null
  }
  if (!count && counts.size >= MAX_TRACKED) forgetExpired(now)
  counts.set(key, { calls: 1, resetsAt: now + WINDOW_MINUTES * 60_000 })
  return null
}

function giveBack(key: string) {
  const count = counts.get(key)
  if (count && count.calls > 0) count.calls--
}

export default () => {
  return async (ctx: Context, next: Next) => {
    if (ctx.method === 'GET' && REGISTRATION_INFO_PATH.test(ctx.path)) {
      const query: unknown = ctx.query
      if (isRecord(query) && !fitsShape(REGISTRATION_INFO, query)) {
        return refuse(ctx, 400, `Send only ${describe(REGISTRATION_INFO)}`, 'ValidationError')
      }
    }
    const route = anonymousAdminRoute(ctx.method, ctx.path)
    if (!route) return next()
    if (isJsonRequest(ctx)) {
      if (!(await readJsonBody(ctx, BODY_LIMIT_BYTES))) return
    } else if (ctx.request.length || ctx.request.header['transfer-encoding']) {
      return refuse(ctx, 415, 'Send the form as JSON')
    }
    const shape = ROUTES[route]
    if (shape && ctx.request.body !== undefined && !bodyFits(route, ctx.request.body)) {
      return refuse(ctx, 400, `Send only ${describe(shape)}`, 'ValidationError')
    }
    const key = `${route} ${ctx.request.ip}`
    const wait = spend(key, Date.now())
    if (wait !== null) {
      ctx.set('Retry-After', String(wait))
      return refuse(ctx, 429, 'Too many requests, please try again later.')
    }
    try {
      await next()
    } finally {
      if (!ALWAYS_COUNTED.has(route) && ctx.status >= 200 && ctx.status < 300) giveBack(key)
    }
  }
}
