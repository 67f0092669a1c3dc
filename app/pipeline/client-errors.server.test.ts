import { createServer, type Server } from 'node:http'
import { connect } from 'node:net'
import { afterEach, expect, it, vi } from 'vitest'
import { answerClientErrors } from './client-errors.server'

let server: Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
  vi.restoreAllMocks()
})

/** What the server sends back for `raw` bytes, read until it closes the connection. */
async function answerTo(raw: string): Promise<string> {
  server = createServer((_, response) => response.end('ok'))
  answerClientErrors(server)
  const started = server
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
  const address = started.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  const socket = connect(address.port, '127.0.0.1')
  let answer = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    answer += chunk
  })
  socket.write(raw)
  await new Promise<void>((resolve) => socket.once('close', () => resolve()))
  return answer
}

it('answers a request smuggling head (Content-Length beside Transfer-Encoding) 400 with the headers, an id and a log line', async () => {
  const lines: string[] = []
  vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line))
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk))
    return true
  })
  const answer = await answerTo(
    'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  )
  expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/)
  expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/i)
  expect(answer).toMatch(/\r\nCache-Control: no-store\r\n/)
  const id = /\r\nX-Request-Id: ([\w-]+)\r\n/.exec(answer)?.[1]
  expect(id).toBeTruthy()
  await vi.waitFor(() => expect(lines.join('')).toContain(`"requestId":"${id}"`))
  const line = JSON.parse(
    lines
      .join('')
      .split('\n')
      .find((text) => text.includes(`"requestId":"${id}"`)) ?? '{}',
  )
  expect(line).toMatchObject({ event: 'request', status: 400, client: '127.0.0.0' })
})

it('answers a head past Node’s 16 KB 431', async () => {
  const answer = await answerTo(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`)
  expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
  expect(answer).toMatch(/\r\nX-Request-Id: [\w-]+\r\n/)
})
