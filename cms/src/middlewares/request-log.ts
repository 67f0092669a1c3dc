/**
 * One line per request, as Strapi's own logger writes it (`strapi::logger`, which this replaces), but a download of an
 * application's files is logged without its query: the query is the signature that opens the CV for half an hour,
 * and a log is read by more people, kept longer and copied further than the admin panel. So is the admin's archive of
 * a person's data (src/personal-data-admin.ts): its ticket holds their address, sealed, and need not travel further.
 */
import type { Core } from '@strapi/strapi'
import type { Context, Next } from 'koa'

/** The request as the log names it: the path, and the query unless it is a credential. */
export function loggedUrl(path: string, url: string): string {
  return path.startsWith('/api/application-files/') || path.startsWith('/personal-data/') ? path : url
}

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  return async (ctx: Context, next: Next) => {
    const start = Date.now()
    await next()
    strapi.log.http(`${ctx.method} ${loggedUrl(ctx.path, ctx.url)} (${Math.ceil(Date.now() - start)} ms) ${ctx.status}`)
  }
}
