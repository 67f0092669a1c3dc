import { timingSafeEqual } from 'node:crypto'
import type { Context } from 'koa'
import { cmsEnv } from './env'

/**
 * Whether a request carries the site's write token (`Authorization: Bearer $CMS_WRITE_TOKEN`): the only caller of the
 * two submission endpoints. Compared in constant time. Checked before the body is read (middlewares/bounded-body.ts)
 * and again by the endpoints themselves.
 */
export function isSiteWriteRequest(ctx: Context): boolean {
  const token = cmsEnv().cmsWriteToken
  const header = ctx.request.header.authorization
  if (!token || typeof header !== 'string' || !header.startsWith('Bearer ')) return false
  const given = Buffer.from(header.slice('Bearer '.length))
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
