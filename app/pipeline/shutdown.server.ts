import type { Server, ServerResponse } from 'node:http'
import { markDraining } from '~/runtime/draining.server'
import { log } from '~/runtime/log.server'

/**
 * How the Node server stops: on SIGTERM (what an orchestrator or `npm run up` sends) or SIGINT it stops
 * accepting connections (and `/readyz` says not ready on the connections still open), closes the idle kept-alive ones, lets the requests in flight finish (a form post is stored,
 * not cut), and exits 0 once the last one has; past the time limit it closes what is left and exits all the same.
 *
 * The HTTP library nitro serves with (srvx) does the same closing, but not when `CI` or `TEST` is set, and it leaves
 * the exit to an empty event loop (an open database pool would keep the process up). This one always runs beside it;
 * both read SERVER_SHUTDOWN_TIMEOUT (seconds, 5 by default).
 */
export function stopGracefully(
  server: Server,
  {
    timeoutMs = (Number.parseInt(process.env.SERVER_SHUTDOWN_TIMEOUT ?? '', 10) || 5) * 1000,
    exit = (code: number) => process.exit(code),
    signals = ['SIGTERM', 'SIGINT'] as const,
  }: { timeoutMs?: number; exit?: (code: number) => void; signals?: readonly NodeJS.Signals[] } = {},
): void {
  let stopping = false
  // A kept-alive connection whose last answer went out while stopping is idle from then on: closed at once, not
  // after Node's keep-alive wait, so the server is done as soon as its last request is.
  server.on('request', (_request, response: ServerResponse) => {
    response.once('finish', () => {
      if (stopping) setImmediate(() => server.closeIdleConnections())
    })
  })
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    markDraining()
    log('info', 'shutdown', { signal, timeoutMs })
    // Called once every connection has ended (with an error when another handler closed the server first).
    server.close(() => {
      log('info', 'shutdown.done', { forced: false })
      exit(0)
    })
    server.closeIdleConnections()
    setTimeout(() => {
      log('warn', 'shutdown.done', { forced: true })
      server.closeAllConnections()
      exit(0)
    }, timeoutMs).unref()
  }
  for (const signal of signals) process.on(signal, stop)
}
