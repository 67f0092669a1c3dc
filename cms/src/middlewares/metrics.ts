/**
 * Every request counted for Prometheus (src/lib/metrics.ts) by its route template: the path pattern of the route that
 * answered it (`/api/projects/:id`, `/admin/(.*)`), `/uploads/*` for public media, `unmatched` for anything else,
 * so made-up paths make no new series. First in config/middlewares.ts: its time and status are the whole answer's.
 */
import type { Context, Next } from 'koa'
import { countRequest } from '../lib/metrics'

function routeTemplate(ctx: Context): string {
  const matched: unknown = Reflect.get(ctx, '_matchedRoute')
  if (typeof matched === 'string' && matched !== '') return matched
  if (ctx.path.startsWith('/uploads/')) return '/uploads/*'
  return 'unmatched'
}

export default () => {
  return async (ctx: Context, next: Next) => {
    const started = process.hrtime.bigint()
    try {
      await next()
    } finally {
      countRequest(routeTemplate(ctx), ctx.method, ctx.status, Number(process.hrtime.bigint() - started) / 1e9)
    }
  }
}
