/**
 * Every request counted for Prometheus (src/lib/metrics.ts) by its route template: the path pattern of the route that
 * answered it (`/api/projects/:id`), `/admin/*` for the admin panel, `/uploads/*` for public media, `unmatched` for
 * anything else, so made-up paths make no new series. First in config/middlewares.ts: its time and status are the
 * whole answer's.
 */
import type { Context, Next } from 'koa'
import { countRequest } from '../lib/metrics'

/**
 * A pattern with no literal segment, only a wildcard: the admin panel's catch-all (`([^/]*)`), which also takes every
 * path no other route did and answers it 404 (the plain `/`, the CMS's redirect to its admin, is a route of its own). By its pattern an operator would read those as one route of ours.
 */
const CATCH_ALL = /^(?=.*[(*])[/(.*)[\]^]*$/

export function routeTemplate(matched: unknown, path: string): string {
  if (typeof matched === 'string' && matched !== '' && !CATCH_ALL.test(matched)) return matched
  if (path === '/admin' || path.startsWith('/admin/')) return '/admin/*'
  if (path.startsWith('/uploads/')) return '/uploads/*'
  return 'unmatched'
}

export default () => {
  return async (ctx: Context, next: Next) => {
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      countRequest(
        routeTemplate(Reflect.get(ctx, '_matchedRoute'), ctx.path),
        ctx.method,
        ctx.status,
        Number(process.hrtime.bigint() - started) / 1e9,
      )
    }
  }
}
