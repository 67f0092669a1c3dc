import { createServer, type Server } from 'node:http'
import { connect, type Socket } from 'node:net'
import { afterEach, expect, it } from 'vitest'
import { applyConnectionLimits, CONNECTION_LIMITS } from './connection-limits.server'

let server: Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
})

async function listening(
  trustProxy: boolean,
  limits: { [K in keyof typeof CONNECTION_LIMITS]: number } = CONNECTION_LIMITS,
): Promise<number> {
  server = createServer((_, response) => response.end('ok'))
  applyConnectionLimits(server, { trustProxy, limits })
  const started = server
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  const address = started.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Resolves when the server has closed the socket (or reset it). */
const closedByServer = (socket: Socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()))

it('gives slow clients 15 s for the head and 3 minutes for the whole request, checked every 2 s', async () => {
  await listening(false)
  expect(server?.headersTimeout).toBe(15_000)
  expect(server?.requestTimeout).toBe(180_000)
  expect(Reflect.get(server ?? {}, 'connectionsCheckingInterval')).toBe(2_000)
  // Room for the largest upload (21 MB) at 1 Mbit/s.
  expect((CONNECTION_LIMITS.requestTimeoutMs / 1000) * (1_000_000 / 8)).toBeGreaterThan(21 * 1024 * 1024)
})

it('closes the connections of one address past its allowance, and takes new ones as old ones close', async () => {
  const port = await listening(false)
  const sockets: Socket[] = []
  for (let i = 0; i < CONNECTION_LIMITS.perClient; i++) {
    const socket = connect(port, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    sockets.push(socket)
  }
  const extra = connect(port, '127.0.0.1')
  await closedByServer(extra)
  sockets.pop()?.destroy()
  // The server counts the close when it sees it: a new connection is kept once it has.
  let kept: Socket | undefined
  for (let attempt = 0; attempt < 50 && !kept; attempt++) {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'))
    const outcome = await Promise.race([
      closedByServer(socket).then(() => 'closed'),
      new Promise((resolve) => socket.once('data', () => resolve('answered'))),
    ])
    if (outcome === 'answered') kept = socket
    else socket.destroy()
  }
  expect(kept).toBeDefined()
  for (const socket of [...sockets, kept]) socket?.destroy()
})

it.each([
  ['behind a trusted proxy, whose connections all come from it', true, CONNECTION_LIMITS.perClient],
  ['when the cap is off (CONNECTIONS_PER_CLIENT=0)', false, 0],
])('counts no address %s', async (_, trustProxy, perClient) => {
  const port = await listening(trustProxy, { ...CONNECTION_LIMITS, perClient })
  const sockets: Socket[] = []
  for (let i = 0; i < CONNECTION_LIMITS.perClient + 5; i++) sockets.push(connect(port, '127.0.0.1'))
  const answered = await new Promise<boolean>((resolve) => {
    const last = sockets[sockets.length - 1]
    last?.once('data', () => resolve(true))
    last?.once('close', () => resolve(false))
    last?.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n')
  })
  expect(answered).toBe(true)
  for (const socket of sockets) socket.destroy()
})

it('closes a connection that sends its head a line at a time once the head is overdue', async () => {
  // The same mechanism at a smaller scale: a head limit of 600 ms, checked every 100 ms.
  const port = await listening(false, { ...CONNECTION_LIMITS, headersTimeoutMs: 600, checkIntervalMs: 100 })
  const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\n'))
  // The server cuts it off mid-write: that is the point.
  socket.on('error', () => undefined)
  const started = Date.now()
  const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 100)
  await closedByServer(socket)
  clearInterval(drip)
  // Node's own check runs every 30 s by default: without the interval set, this connection lived that long.
  expect(Date.now() - started).toBeLessThan(3_000)
})

it('gives a head sent a line at a time no more than its limit, however often a line comes', async () => {
  const port = await listening(false, { ...CONNECTION_LIMITS, headersTimeoutMs: 600, checkIntervalMs: 100 })
  for (const every of [50, 250, 500]) {
    const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\n'))
    socket.on('error', () => undefined)
    const started = Date.now()
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), every)
    await closedByServer(socket)
    clearInterval(drip)
    expect(Date.now() - started, `a line every ${every} ms`).toBeLessThan(2_500)
  }
})

it('waits for the next head on a kept-alive connection, and lets a finished answer start the count again', async () => {
  const port = await listening(false, { ...CONNECTION_LIMITS, headersTimeoutMs: 600, checkIntervalMs: 100 })
  const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n'))
  socket.on('error', () => undefined)
  await new Promise((resolve) => socket.once('data', resolve))
  const answered = Date.now()
  socket.write('GET / HTTP/1.1\r\n')
  await closedByServer(socket)
  expect(Date.now() - answered).toBeLessThan(2_500)
})
