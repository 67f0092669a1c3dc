/**
 * Drafts are never served to visitors (docs/decisions/011). Strapi 5 lets any caller with the public `find` permission
 * ask for `?status=draft` (v4: `publicationState=preview`); this middleware drops those parameters unless the request
 * is made with a real content-API token, so drafts never leak to visitors or caches.
 *
 * It runs twice, because each place alone has a gap:
 * - globally (config/middlewares.ts), before Strapi knows who is calling, on every GET under /api: it keeps the
 *   parameter only when the request carries a well-formed `Authorization: Bearer <token>` header;
 * - on the find/findOne routes of every public type (src/api/<type>/routes), after authentication: a bearer token that
 *   is not an API token (made up, expired, or a users-permissions login) falls back to the public role there, so only
 *   the `content-api-token` strategy keeps the parameter.
 */
import type { Context, Next } from 'koa'

const DRAFT_PARAMS = ['status', 'publicationState'] as const

const BEARER = /^Bearer\s+\S+$/i

function strip(ctx: Context) {
  const query = ctx.query ?? {}
  if (!DRAFT_PARAMS.some((param) => param in query)) return
  const kept = { ...query }
  for (const param of DRAFT_PARAMS) delete kept[param]
  ctx.query = kept
}

export default () => {
  return async (ctx: Context, next: Next) => {
    if (ctx.method === 'GET' || ctx.method === 'HEAD') {
      const routeLevel = ctx.state?.route !== undefined
      const trusted = routeLevel
        ? ctx.state.auth?.strategy?.name === 'content-api-token'
        : ctx.path.startsWith('/api/') && BEARER.test(ctx.request.header.authorization ?? '')
      if ((routeLevel || ctx.path.startsWith('/api/')) && !trusted) strip(ctx)
    }
    await next()
  }
}
