/**
 * Strapi's body parser (`strapi::body`) reads every request's body before any route or permission check: a multipart
 * body anywhere, from anyone, was parsed into memory (text fields, up to 20 MB) and onto disk (files, up to 25 MB). A
 * 19 MB field held the CMS's one thread for 0.7 s, a 21 MB one was a 500, and six slow uploads took its health check
 * to 5.6 s. This runs just before the parser and decides, from the request's head alone, whether it may parse:
 *
 * - multipart only where files are taken, and only from whoever may send them: the media library's uploads
 *   (`POST /upload`, `/upload/files`, `/upload/files/:id/replace`; a picture's details, `PUT /upload/files/:id`) and the
 *   admin's logo settings
 *   (`POST /admin/project-settings`) for a signed-in admin, the job application (`POST /api/job-application`) for
 *   the site's write token. Everything else that sends multipart is
 *   415, a caller without the credentials 401, and its body is never parsed or kept (Node reads what is still sent
 *   and throws it away, or closes the connection when more than a megabyte is announced);
 * - a declared length past what the route can take is 413, the connection closed;
 * - what the parser itself refuses (a field past its limit, too many parts, a broken body) is the caller's error
 *   (413 or 400), never a 500.
 *
 * The parser's own limits (config/middlewares.ts) are as small as these routes need: text fields 256 KB in all.
 */
import type { Core } from '@strapi/strapi'
import type { Context, Next } from 'koa'
import { refuse } from '../lib/refusal'
import { isSiteWriteRequest } from '../lib/site-token'

const MB = 1024 * 1024

/** The routes that take files, who may send them, and the most one request may carry. */
type Taker = { who: 'admin' | 'site'; maxBytes: number }

/** Media library uploads: up to 20 files of 25 MB (the parser's limits), with their descriptions. */
const MEDIA_UPLOAD: Taker = { who: 'admin', maxBytes: 20 * 25 * MB + MB }
/**
 * A job application: two documents of 10 MB and the text fields. The site sends at most 21 MB (its own limit); a
 * little room above it, so a body the site accepted is never cut here.
 */
const APPLICATION: Taker = { who: 'site', maxBytes: 22 * MB }

/** The upload plugin's admin routes that take files: upload, upload one, replace one (`/upload/files/:id/replace`). */
const MEDIA_PATHS = /^\/upload(\/files(\/[^/]+\/replace)?)?$/
/** A picture's details (name, alternative text, caption, folder), saved by the media library's own page as multipart. */
const MEDIA_DETAILS = /^\/upload\/files\/[^/]+$/

export function multipartTaker(method: string, path: string): Taker | null {
  if (method === 'PUT' && MEDIA_DETAILS.test(path)) return MEDIA_UPLOAD
  if (method !== 'POST') return null
  if (MEDIA_PATHS.test(path) || path === '/admin/project-settings') return MEDIA_UPLOAD
  if (path === '/api/job-application') return APPLICATION
  return null
}

function isMultipart(ctx: Context): boolean {
  return (ctx.request.header['content-type'] ?? '').toLowerCase().startsWith('multipart/')
}

/** A signed-in admin: the same check Strapi's admin authentication makes (a valid access token, a live session). */
async function isAdminSession(strapi: Core.Strapi, ctx: Context): Promise<boolean> {
  const [scheme, token, ...rest] = (ctx.request.header.authorization ?? '').split(/\s+/)
  if (scheme?.toLowerCase() !== 'bearer' || !token || rest.length > 0) return false
  const sessions = strapi.sessionManager
  if (!sessions) return false
  const access = sessions('admin').validateAccessToken(token)
  return access.isValid && (await sessions('admin').isSessionActive(access.payload.sessionId))
}

/** An error of the body parser (formidable's, koa-body's) that names the caller's fault. */
function callerFault(error: unknown): 400 | 413 | null {
  if (typeof error !== 'object' || error === null) return null
  const status = Reflect.get(error, 'httpCode') ?? Reflect.get(error, 'status')
  if (status === 413) return 413
  // formidable names every error of a body it cannot read (ends early, bad boundary, too many parts) with a code.
  if (typeof Reflect.get(error, 'httpCode') === 'number' || status === 400) return 400
  return null
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    if (isMultipart(ctx)) {
      const taker = multipartTaker(ctx.method, ctx.path)
      if (!taker) return refuse(ctx, 415, 'This address does not take multipart bodies')
      const allowed = taker.who === 'site' ? isSiteWriteRequest(ctx) : await isAdminSession(strapi, ctx)
      if (!allowed) return refuse(ctx, 401, 'Sign in (or send the write token) before sending files')
      const declared = Number(ctx.request.header['content-length'] ?? 0)
      if (!Number.isFinite(declared) || declared > taker.maxBytes) return refuse(ctx, 413, 'The body is too large')
    }
    try {
      await next()
    } catch (error) {
      // Only the parser's own failures: once it has read a body, it has set one (errors after that are the route's).
      const status = ctx.request.body === undefined ? callerFault(error) : null
      if (status === null || ctx.headerSent) throw error
      refuse(ctx, status, status === 413 ? 'The body is too large' : 'The body could not be read')
    }
  }
}
