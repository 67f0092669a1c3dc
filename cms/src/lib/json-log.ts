import { format } from 'node:util'

/**
 * The CMS's log as the site's: one JSON object per line (issue 64.3), `time` first, then `level` (Strapi's own names:
 * error, warn, info, http, verbose, debug), `message`, and an error's `stack` inside the same line. A log shipper reads
 * both processes' lines alike. Used by config/logger.ts for Strapi's logger, and for what libraries print with
 * `console` past it.
 */

/** Where winston's transports read the finished line (logform's documented `info[MESSAGE]`). */
const MESSAGE = Symbol.for('message')
const OWN = '{"time":"'
const ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[\\d;?]*[A-Za-z]`, 'g')
const plain = (text: string) => text.replace(ESCAPES, '')

/** One line: the fields given after time, level and message, or those three alone if the rest cannot be written. */
export function jsonLine(level: string, message: unknown, fields: Record<string, unknown> = {}): string {
  const text = typeof message === 'string' ? plain(message) : message
  const time = new Date().toISOString()
  try {
    return JSON.stringify({ time, level, message: text, ...fields })
  } catch {
    return JSON.stringify({ time, level, message: String(text) })
  }
}

type Info = { level: string; message: unknown; [key: string | symbol]: unknown }

/** Fields of a log call besides its level and message; an error's stack (not an own enumerable field) kept. */
function extraFields(info: Info): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(info))
    if (!['level', 'message', 'timestamp', 'stack'].includes(key)) fields[key] = value
  const stack = Reflect.get(info, 'stack')
  if (typeof stack === 'string') fields.stack = stack
  return fields
}

/** A winston format (logform's contract: `transform` returns the info with its line at `info[MESSAGE]`). */
export const jsonFormat = {
  transform(info: Info): Info {
    info[MESSAGE] = jsonLine(info.level, info.message, extraFields(info))
    return info
  },
}

type Method = 'log' | 'info' | 'warn' | 'error' | 'debug'
const LEVELS: Record<Method, string> = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug' }
const METHODS: readonly Method[] = ['log', 'info', 'warn', 'error', 'debug']
let installed = false

/**
 * What a library prints with `console` (a warning of the database driver, Node's own deprecation notices) as one JSON
 * line too, on stdout or stderr as before. A line that is already JSON of this shape passes as it is.
 */
export function consoleAsJson(): void {
  if (installed) return
  installed = true
  for (const method of METHODS) {
    const original = console[method].bind(console)
    const stream = method === 'warn' || method === 'error' ? process.stderr : process.stdout
    console[method] = (...args: unknown[]) => {
      if (args.length === 1 && typeof args[0] === 'string' && args[0].startsWith(OWN)) {
        original(...args)
        return
      }
      const error = args.find((arg): arg is Error => arg instanceof Error)
      const text = format(...args.filter((arg) => arg !== error)).trim()
      // The error's message is the line's when nothing else was said; its stack always goes with it.
      const message = text || error?.message || ''
      const fields = error ? { ...(text ? { error: error.message } : {}), stack: error.stack } : {}
      stream.write(`${jsonLine(LEVELS[method], message, fields)}\n`)
    }
  }
}
