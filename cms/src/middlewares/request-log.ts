/**
 * One line per request, as Strapi's own logger writes it (`strapi::logger`, which this replaces), but a download of an
 * application's files is logged without its query: the query is the signature that opens the CV for half an hour,
 * and a log is read by more people, kept longer and copied further than the admin panel. So is the admin's archive of
 * a person's data (src/personal-data-admin.ts): its ticket holds their address, sealed, and need not travel further.
 */
import type { Core } from '@strapi/strapi'
import type { Context, Next } from 'koa'

/**
 * The request as the log names it: the path, and the query unless it may be a credential or name a person. Routes match
 * whatever the case of the path, so this does too, and any query with a signature or a ticket is left out wherever it
 * was sent.
 */
export function loggedUrl(path: string, url: string): string {
  const query = url.slice(path.length)
  const sensitive =
    /\/api\/application-files\/|personal(-|%2d)data/i.test(path) || /[?&](signature|ticket|expires)\b/i.test(query)
  return sensitive ? path : url
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    const start = Date.now()
    await next()
    strapi.log.http(`${ctx.method} ${loggedUrl(ctx.path, ctx.url)} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`)
  }
}
