import { type Server, STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import { log, truncatedAddress } from '~/runtime/log.server'
import { metrics } from '~/runtime/metrics.server'
import { BASE_SECURITY_HEADERS } from './security-headers'

/**
 * What Node's HTTP parser refuses before any request exists (a `Content-Length` beside a `Transfer-Encoding`, a head
 * past its 16 KB, a head that is no HTTP): Node answered it with a bare status line, no security headers, no request
 * id and no log line. Answered here instead (Node's `clientError` event), with the headers, `no-store`, an id and the
 * one JSON line every other answer gets. The connection is closed after it: what follows a refused head cannot be read.
 */

/** Node's status for each refusal it makes (its own default answers), 400 for the rest. */
function statusOf(error: NodeJS.ErrnoException): 400 | 408 | 413 | 431 {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431
  if (error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

const TEXT: Record<ReturnType<typeof statusOf>, string> = {
  400: 'Bad request. / Ugyldig forespørsel.',
  408: 'Request timeout. / Forespørselen tok for lang tid.',
  413: 'Too much data sent. / For mye data sendt.',
  431: 'Request headers too large. / For store forespørselshoder.',
}

/** The answer's bytes: status line, headers and a short text in both languages. */
function clientErrorAnswer(status: ReturnType<typeof statusOf>, requestId: string): string {
  const body = `${TEXT[status]}\n`
  const headers: Record<string, string> = {
    ...BASE_SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    'Cache-Control': 'no-store',
    'X-Request-Id': requestId,
    Connection: 'close',
  }
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`
}

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    // A client that reset or left mid-head has nobody to answer (Node's own handler skips it too).
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const status = statusOf(error)
    const requestId = crypto.randomUUID()
    metrics().refused(status)
    log('info', 'request', {
      requestId,
      route: 'refused by the HTTP parser',
      status,
      reason: error.code ?? 'unknown',
      bytes: 0,
      client: truncatedAddress(socket.remoteAddress ?? ''),
    })
    socket.end(clientErrorAnswer(status, requestId))
  })
}
