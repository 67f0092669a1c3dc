/**
 * A request the CMS refuses before any route reads it (src/middlewares/bounded-*.ts, anonymous-admin.ts): Strapi's
 * error shape, `no-store`, and the security headers `strapi::security` set earlier in the chain. The body is never
 * parsed; what a client still sends is read and thrown away by Node, unless it announced more than DRAIN_MAX_BYTES
 * (or announced nothing), when the connection is closed after the answer instead.
 */
import type { Context } from 'koa'

const NAMES = {
  400: 'BadRequestError',
  401: 'UnauthorizedError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
  429: 'RateLimitError',
} as const

export type RefusalStatus = keyof typeof NAMES

/**
 * Past this, a refused body's connection is closed after the answer instead of its body drained. Node reads and
 * throws away what a refused request still sends (no parsing, no memory, no disk), so its client reads the answer; a
 * closed connection with bytes still arriving is reset, and the client may lose the answer with it.
 */
export const DRAIN_MAX_BYTES = 1024 * 1024

export function refuse(ctx: Context, status: RefusalStatus, message: string, name: string = NAMES[status]) {
  ctx.status = status
  ctx.set('Cache-Control', 'no-store')
  const declared = Number(ctx.request.header['content-length'] ?? 0)
  if (!Number.isFinite(declared) || declared > DRAIN_MAX_BYTES) ctx.set('Connection', 'close')
  ctx.body = { data: null, error: { status, name, message, details: {} } }
}
