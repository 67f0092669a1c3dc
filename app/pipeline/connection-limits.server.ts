import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { metrics } from '~/runtime/metrics.server'

/**
 * How long the Node server waits for a slow client (decision 025). Node's own defaults held a connection that sends one
 * header line, or one body byte, every few seconds for a minute or five, and any one address could open as many
 * such connections as it liked.
 */
export const CONNECTION_LIMITS = {
  /** The whole request head must arrive within this; a browser sends it in one packet. */
  headersTimeoutMs: 15_000,
  /**
   * The whole request, body included: room for the largest upload (21 MB, two 10 MB documents) on a slow line
   * (about 1 Mbit/s), and no more.
   */
  requestTimeoutMs: 180_000,
  /** How often Node looks for connections past those limits (its default, 30 s, let one live 45 s). */
  checkIntervalMs: 2_000,
  /**
   * Open connections one address may hold at once (CONNECTIONS_PER_CLIENT; 0 for no cap). A browser opens 6 per host;
   * an office behind one address has several. Off behind a trusted proxy, where every connection comes from the proxy
   * (it limits clients itself).
   */
  perClient: 32,
} as const

type Limits = { [K in keyof typeof CONNECTION_LIMITS]: number }

/** Puts the limits on a Node HTTP server before it listens (other limits only in the tests). */
export function applyConnectionLimits(
  server: Server,
  { trustProxy, limits = CONNECTION_LIMITS }: { trustProxy: boolean; limits?: Limits },
): void {
  server.headersTimeout = limits.headersTimeoutMs
  server.requestTimeout = limits.requestTimeoutMs
  // Node takes this as a constructor option only (@types/node has no property for it), and reads the property when
  // the server starts listening, to set up its checks; nitro's preset makes the server without it.
  Reflect.set(server, 'connectionsCheckingInterval', limits.checkIntervalMs)
  // Node's head limit counts again from each chunk that arrives, so a head sent a line every few seconds outlived it
  // (40 s seen with a line every 20 s). Each connection gets the time for one head from when it opens or finishes an
  // answer, and is closed when no request has begun by then.
  const waitingForHead = new WeakMap<Socket, NodeJS.Timeout>()
  const awaitHead = (socket: Socket) => {
    clearTimeout(waitingForHead.get(socket))
    const timer = setTimeout(() => socket.destroy(), limits.headersTimeoutMs)
    timer.unref()
    waitingForHead.set(socket, timer)
  }
  server.on('connection', (socket: Socket) => {
    awaitHead(socket)
    socket.once('close', () => clearTimeout(waitingForHead.get(socket)))
  })
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request
    clearTimeout(waitingForHead.get(socket))
    response.once('finish', () => {
      if (!socket.destroyed) awaitHead(socket)
    })
  })
  if (trustProxy || limits.perClient <= 0) return
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? 'unknown'
    const count = (open.get(address) ?? 0) + 1
    if (count > limits.perClient) {
      metrics().connectionRefused()
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left > 0) open.set(address, left)
      else open.delete(address)
    })
  })
}
