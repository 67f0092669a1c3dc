import { AsyncLocalStorage } from 'node:async_hooks'
import { siteEnv } from './env.server'

const onWorkers = () => globalThis.navigator?.userAgent === 'Cloudflare-Workers'

/**
 * The server's log: one JSON object per line on stdout (warnings and errors on stderr), which a log shipper reads as
 * it is and Cloudflare's Workers logs parse from `console`. Each line inside a request carries its id, so a slow page
 * or a failed form can be followed through the CMS calls it made. What is never written: cookies, tokens, secrets,
 * form contents, whole IP addresses (`truncatedAddress`). Callers pass facts (counts, statuses, paths without query
 * values), never a request body or a CMS answer.
 */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'
const SEVERITY: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 }

/** What the server knows of the request being answered (app/server.ts makes one per request). */
export type RequestLogContext = {
  id: string
  /** Calls made to the CMS while answering it (content/strapi.server.ts counts them). */
  cmsCalls: number
}

const requests = new AsyncLocalStorage<RequestLogContext>()

export function withRequestLog<T>(context: RequestLogContext, run: () => T): T {
  return requests.run(context, run)
}

export function currentRequestLog(): RequestLogContext | undefined {
  return requests.getStore()
}

/** An error as a log field: its kind, message and stack, nothing it may hold beyond them. */
export function errorFields(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack }
  return { name: typeof error, message: String(error) }
}

/** Writes one line at `level` about `event` (a short dotted name: `request`, `cms.call`, `form.contact`). */
export function log(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  if (SEVERITY[level] < SEVERITY[siteEnv().LOG_LEVEL]) return
  const requestId = requests.getStore()?.id
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    event,
    ...(requestId ? { requestId } : {}),
    ...fields,
  })
  if (level === 'error' || level === 'warn') console.error(line)
  else writeLater(line)
}

/**
 * On Node, info and debug lines leave in one write per turn of the event loop: a `console.log` per request (format,
 * then a synchronous write) was a tenth of a cached page's cost under load. Warnings and errors are written at once,
 * so a crash keeps its last words; what is still waiting is written on exit. Workers read `console`, line by line.
 */
const batching = typeof process !== 'undefined' && typeof process.stdout?.write === 'function' && !onWorkers()
let waiting: string[] = []
let exitHooked = false

function flush(): void {
  if (waiting.length === 0) return
  const text = `${waiting.join('\n')}\n`
  waiting = []
  process.stdout.write(text)
}

function writeLater(line: string): void {
  if (!batching) {
    console.log(line)
    return
  }
  waiting.push(line)
  if (waiting.length === 1) setImmediate(flush)
  if (!exitHooked) {
    exitHooked = true
    process.once('exit', flush)
  }
}

/** An address with its host part cut off (IPv4 to /24, IPv6 to /48): enough to tell networks apart, not people. */
export function truncatedAddress(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(address)
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0`
  if (address.includes(':')) {
    const [head = '', tail] = (address.split('%')[0] ?? '').split('::')
    const left = head ? head.split(':') : []
    const right = tail ? tail.split(':') : []
    const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    return `${groups.slice(0, 3).join(':')}::`
  }
  return 'unknown'
}
