import { format } from 'node:util'
import { errorFields, type LogLevel, log } from '~/runtime/log.server'
import { isClientGone } from './request-guard'

/**
 * Every line the Node server writes is one JSON object (issue 64.3). The site's own lines are (runtime/log.server.ts);
 * what else reaches stdout and stderr is the libraries': the HTTP library's start and stop notices, Start's and
 * React's `console.error(error)` of a request stopped because its visitor left (a multi-line stack), Node's warnings,
 * nitro's `[uncaughtException]`. Each `console` call and each direct write that is not already one of the site's lines
 * becomes one: a visitor who left is an `info` line `client.closed` with no stack, anything else a `console` or
 * `output` line at the level its call meant, its error as fields (the stack inside the one line).
 */

/** The site's own lines begin so (log.server.ts writes `time` first). */
const OWN = '{"time":"'
/** Terminal colours and line clearing (the HTTP library's notices carry both when stderr is a terminal). */
const ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[\\d;?]*[A-Za-z]`, 'g')

const plain = (text: string) => text.replace(ESCAPES, '').replace(/\r/g, '').trim()

/** Node's own reason for a request whose connection closed (`abortIncoming`), when nothing tagged it 499. */
function isConnectionAbort(value: unknown): boolean {
  return value instanceof Error && value.message === 'aborted' && Reflect.get(value, 'code') === 'ECONNRESET'
}

const clientLeft = (value: unknown) =>
  isClientGone(value) ||
  isConnectionAbort(value) ||
  (value instanceof Error && Reflect.get(value, 'code') === 'ERR_STREAM_PREMATURE_CLOSE')

export type Line = { level: LogLevel; event: string; fields: Record<string, unknown> }

type ConsoleMethod = 'debug' | 'log' | 'info' | 'warn' | 'error' | 'trace'
const LEVEL_OF: Record<ConsoleMethod, LogLevel> = {
  debug: 'debug',
  trace: 'debug',
  log: 'info',
  info: 'info',
  warn: 'warn',
  error: 'error',
}
const METHODS: readonly ConsoleMethod[] = ['debug', 'trace', 'log', 'info', 'warn', 'error']

function reasonOf(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined
  if (typeof code === 'string') return code
  return error instanceof Error ? error.message : 'closed'
}

/** What one `console` call becomes; null for one of the site's own lines, which passes as it is. */
export function consoleLine(method: ConsoleMethod, args: readonly unknown[]): Line | null {
  if (args.length === 1 && typeof args[0] === 'string' && args[0].startsWith(OWN)) return null
  const left = args.find(clientLeft)
  if (left !== undefined) return { level: 'info', event: 'client.closed', fields: { reason: reasonOf(left) } }
  const error = args.find((arg) => arg instanceof Error)
  const message = plain(format(...args.filter((arg) => arg !== error)))
  if (!error) return textLine(message, LEVEL_OF[method], 'console')
  return {
    level: LEVEL_OF[method],
    event: 'console',
    fields: { ...(message ? { message } : {}), error: errorFields(error) },
  }
}

/** A line of text as the log's: the HTTP library's notice that it listens has an event of its own. */
function textLine(message: string, level: LogLevel, event: string): Line {
  const listening = /^➜ Listening on:\s*(\S+)/.exec(message)
  if (listening) return { level: 'info', event: 'server.listening', fields: { url: listening[1] } }
  return { level, event, fields: { message } }
}

/** The HTTP library's countdown while it stops: the site logs its own `shutdown` lines (shutdown.server.ts). */
const SHUTDOWN_NOTICE = /^(Stopping server gracefully|Server closed successfully|Graceful shutdown timed out)/

/**
 * What one direct write to stdout or stderr becomes: null when it is the site's own lines (passed as they are),
 * 'drop' when it says nothing (blank, or the HTTP library's shutdown countdown).
 */
export function outputLine(text: string, stream: 'stdout' | 'stderr'): Line | null | 'drop' {
  if (text.startsWith(OWN) && text.endsWith('}\n')) return null
  const message = plain(text)
  if (!message || SHUTDOWN_NOTICE.test(message)) return 'drop'
  return textLine(message, stream === 'stderr' ? 'warn' : 'info', 'output')
}

type Done = (error?: Error | null) => void
let installed = false

/** Puts the guard on this process's console and standard streams (once: the Node server's plugin calls it). */
export function jsonLinesOnly(): void {
  if (installed) return
  installed = true
  for (const method of METHODS) {
    const original = console[method].bind(console)
    console[method] = (...args: unknown[]) => {
      const line = consoleLine(method, args)
      if (line === null) original(...args)
      else log(line.level, line.event, line.fields)
    }
  }
  for (const name of ['stdout', 'stderr'] as const) {
    const stream = process[name]
    const original = stream.write.bind(stream)
    // The stream's own overloads: text or bytes, then an encoding or a callback, then a callback.
    stream.write = (chunk: string | Uint8Array, encoding?: BufferEncoding | Done, done?: Done): boolean => {
      const text = typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
      const line = outputLine(text, name)
      if (line === null)
        return typeof encoding === 'function' ? original(chunk, encoding) : original(chunk, encoding, done)
      if (line !== 'drop') log(line.level, line.event, line.fields)
      const callback = typeof encoding === 'function' ? encoding : done
      if (callback) queueMicrotask(() => callback())
      return true
    }
  }
}
