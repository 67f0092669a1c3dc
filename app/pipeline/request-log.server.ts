import { matchPublicPath, routeTable } from '~/i18n/routes'
import { type LogLevel, log, type RequestLogContext, truncatedAddress } from '~/runtime/log.server'
import { metrics } from '~/runtime/metrics.server'

/**
 * The one line logged per request: when, its id, method, route, status, time taken, bytes sent, whether
 * the page came from the page cache, how many CMS calls it made, and the client's network. The route is a template
 * of the route table (`/blogs/$slug`, `/om-oss`, `/api/revalidate`), or `unmatched`: a handful of values, the same as
 * the metrics' `route` label (decision 115), and no path, search or form value a visitor typed is written. Each
 * request is also counted for the metrics.
 */

/** A request id a trusted proxy may pass on; anything else is replaced by one of ours. */
const REQUEST_ID = /^[\w.:-]{1,128}$/

export function requestIdOf(request: Request, trustProxy: boolean): string {
  const given = trustProxy ? request.headers.get('x-request-id')?.trim() : undefined
  return given && REQUEST_ID.test(given) ? given : crypto.randomUUID()
}

/**
 * The site's routes that are no screen (app/routes outside `{-$locale}/`, the shared pages aside): their path is their
 * template. A unit test keeps the list in step with the route tree.
 */
const ENDPOINTS: ReadonlySet<string> = new Set([
  '/api/exit-preview',
  '/api/preview',
  '/api/revalidate',
  '/blog/feed.xml',
  '/blogs/feed.xml',
  '/robots.txt',
  '/sitemap.xml',
  '/takk',
])
/** Routes with a parameter of their own, by the prefix before it; the share cards' splat may hold slashes. */
const PARAMETER_ROUTES: readonly { prefix: string; template: string; slashes: boolean }[] = [
  { prefix: '/og/', template: '/og/$', slashes: true },
  { prefix: '/downloads/logo/', template: '/downloads/logo/$id', slashes: false },
  // Server functions: the id is a hash of the build, one route for all of them.
  { prefix: '/_serverFn/', template: '/_serverFn/$id', slashes: false },
]

/** What every path of no route of the site is logged and counted as: one value, however many made-up paths come. */
export const UNMATCHED_ROUTE = 'unmatched'

/** The route template a path belongs to, as logged and counted. */
export function routeOf(path: string): string {
  // First: the feeds' paths would read as a post's slug (`/blog/feed.xml`), as the router does not read them.
  if (ENDPOINTS.has(path)) return path
  const match = matchPublicPath(path)
  if (match) return routeTable[match.screen][match.lang ?? 'en']
  for (const { prefix, template, slashes } of PARAMETER_ROUTES) {
    const rest = path.slice(prefix.length)
    if (path.startsWith(prefix) && rest.length > 0 && (slashes || !rest.includes('/'))) return template
  }
  return UNMATCHED_ROUTE
}

/**
 * What the line says of the request, taken when it arrives. The line itself is written when the answer has been sent,
 * outside the request's own context (the server reads the body after the handler has returned), so it carries its
 * context with it.
 */
type Line = { context: RequestLogContext; method: string; path: string; client: string; startedAt: number }

/**
 * The line's level says what happened: a 503 (the instance cannot serve now: the CMS away, a drain) is a warning, any
 * other 5xx a fault of the site; the rest, 4xx and a visitor who left (499) included, is information.
 */
export function levelOf(status: number): LogLevel {
  if (status === 503) return 'warn'
  return status >= 500 && status <= 599 ? 'error' : 'info'
}

function write(line: Line, status: number, bytes: number, cache: string | undefined): void {
  const route = routeOf(line.path)
  const seconds = (performance.now() - line.startedAt) / 1000
  metrics().request(route, line.method, status, seconds)
  log(levelOf(status), 'request', {
    requestId: line.context.id,
    method: line.method,
    route,
    status,
    ms: Math.round(seconds * 1000),
    bytes,
    ...(cache ? { cache } : {}),
    cms: line.context.cmsCalls,
    client: truncatedAddress(line.client),
  })
}

/**
 * `response` with its `X-Request-Id`, logged once its body has been sent (or at once when it has none, or says its
 * length): a streamed page's size and time are known only then.
 */
export function loggedResponse(response: Response, line: Line): Response {
  const { id } = line.context
  let answer = response
  try {
    answer.headers.set('X-Request-Id', id)
  } catch {
    // Immutable headers (Response.redirect): a copy carries the id.
    answer = new Response(response.body, response)
    answer.headers.set('X-Request-Id', id)
  }
  const cache = (answer.headers.get('Content-Type') ?? '').includes('text/html')
    ? answer.headers.get('X-Page-Cache') === 'hit'
      ? 'hit'
      : 'miss'
    : undefined
  const length = Number(answer.headers.get('Content-Length') ?? Number.NaN)
  if (!answer.body || line.method === 'HEAD' || Number.isFinite(length)) {
    write(line, answer.status, answer.body && line.method !== 'HEAD' ? length : 0, cache)
    return answer
  }
  let bytes = 0
  const reader = answer.body.getReader()
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) {
        write(line, answer.status, bytes, cache)
        controller.close()
        return
      }
      bytes += value.byteLength
      controller.enqueue(value)
    },
    cancel(reason) {
      // The client went away mid-answer: what was sent is logged, with the status it was sent under.
      write(line, answer.status, bytes, cache)
      return reader.cancel(reason)
    },
  })
  return new Response(counted, answer)
}

/** The line of a request that failed before it had an answer (logged with the error by the caller). */
export function logFailedRequest(line: Line, status: number): void {
  write(line, status, 0, undefined)
}
