/**
 * The request metrics both servers expose (decision 115): the site's and the CMS's answers under the same names,
 * labels and buckets, so one dashboard and one set of alerts read both. Each side registers them with its own
 * prom-client; this holds only their shape.
 */

export const REQUESTS_TOTAL = {
  name: 'http_requests_total',
  help: 'Requests answered, by route template, method and status',
  labelNames: ['route', 'method', 'status'] as const,
}

/** Seconds: a cached page is answered in a few milliseconds, a cold one with CMS calls in tens to hundreds. */
export const REQUEST_BUCKETS: readonly number[] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

export const REQUEST_DURATION = {
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by route template and method',
  labelNames: ['route', 'method'] as const,
}

const METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** A method as a label: HTTP's usual ones as they are, anything else `other`, so a client cannot mint label values. */
export function methodLabel(method: string): string {
  return METHODS.has(method) ? method : 'other'
}
