import { request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'
import { SPEC_SERVER_PORTS } from '../ports'
import { expect, test } from './fixtures'
import { type SiteServer, serverFnId, startSite } from './servers'

/*
 * The third round of attacks from outside, tried again against the production build: every refusal is
 * cheap, carries the security headers and `no-store`, echoes nothing, and costs the log one line at most. A server of
 * its own (no trusted proxy, as a site without one in front runs), so its log can be read.
 */

let server: SiteServer | undefined
let origin = ''

test.beforeAll(async () => {
  const port = SPEC_SERVER_PORTS.refusalsRate + test.info().workerIndex
  origin = `http://127.0.0.1:${port}`
  server = await startSite(port, { TRUST_PROXY: undefined })
})

test.afterAll(async () => {
  await server?.stop()
})

/**
 * What the server logged while `run` ran, besides each request's own line (which every request has). The log arrives
 * on its own time: a marker request is made after `run`, and what the server wrote before its line is `run`'s.
 */
async function logDuring(run: () => Promise<void>): Promise<string[]> {
  const before = server?.output().length ?? 0
  await run()
  // A request whose line marks the end: found by its id (the line names its route's template, not its path).
  const marker = await fetch(`${origin}/_serverFn/marker${Date.now()}`, {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  })
  const markerId = marker.headers.get('x-request-id') ?? 'none'
  const isMarker = (line: string) => line.includes('"event":"request"') && line.includes(`"requestId":"${markerId}"`)
  const lines = () => (server?.output().slice(before) ?? '').split('\n').filter((line) => line.trim() !== '')
  await expect.poll(() => lines().some(isMarker)).toBe(true)
  const all = lines()
  const end = all.findIndex(isMarker)
  // The marker's own lines carry its request id.
  return all
    .slice(0, end)
    .filter((line) => !line.includes('"event":"request"') && !line.includes(`"requestId":"${markerId}"`))
}

function expectCleanRefusal(response: Response, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers.get('cache-control')).toBe('no-store')
  expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
  expect(response.headers.get('strict-transport-security')).toContain('max-age=')
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
}

const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }

/** The blog list's server-function call for `lang`, as Start's client serializes it (the `payload` of a GET). */
const blogListCall = (lang: string) =>
  JSON.stringify({
    t: {
      t: 10,
      i: 0,
      p: { k: ['data'], v: [{ t: 10, i: 1, p: { k: ['lang'], v: [{ t: 1, s: lang }] }, o: 0 }] },
      o: 0,
    },
    f: 127,
    m: [],
  })

// First, while this worker holds no kept-alive connection to the server that would count against the 32.
test('one address cannot hold more than 32 connections open at once', async () => {
  const { port } = new URL(origin)
  const open: Socket[] = []
  try {
    for (let i = 0; i < 32; i++) {
      const socket = connect(Number(port), '127.0.0.1')
      socket.on('error', () => undefined)
      await new Promise((resolve) => socket.once('connect', resolve))
      open.push(socket)
    }
    const extra = connect(Number(port), '127.0.0.1')
    extra.on('error', () => undefined)
    // Closed by the server at once, before it sends anything.
    await new Promise<void>((resolve) => extra.once('close', () => resolve()))
    // The ones it keeps still get their answers.
    const first = open[0]
    const answer = new Promise<string>((resolve) => first?.once('data', (chunk: Buffer) => resolve(chunk.toString())))
    first?.write(`GET /terms HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
    expect(await answer).toMatch(/^HTTP\/1\.1 200/)
  } finally {
    for (const socket of open) socket.destroy()
  }
})

test('a server-function id that names no function is 404, clean, unechoed, one log line', async () => {
  for (const id of ['constructor', '__proto__', 'toString', 'no-such-function-at-all', '']) {
    const lines = await logDuring(async () => {
      const response = await fetch(`${origin}/_serverFn/${id}`, { headers: sameOrigin })
      expectCleanRefusal(response, 404)
      const body = await response.text()
      if (id) expect(body).not.toContain(id)
    })
    expect(lines.length, `log for ${JSON.stringify(id)}: ${lines.join('\n')}`).toBeLessThanOrEqual(1)
    expect(lines.join('\n')).not.toMatch(/\n\s+at /)
  }
})

test('JSON that is not a server-function call is 400, without the decoder’s words', async () => {
  const id = serverFnId('fetchBlogPosts')
  for (const payload of ['null', '[1,2]', '{"a":1}', '1']) {
    const response = await fetch(`${origin}/_serverFn/${id}?payload=${encodeURIComponent(payload)}`, {
      headers: sameOrigin,
    })
    expectCleanRefusal(response, 400)
    const body = await response.text()
    expect(body).not.toMatch(/Cannot read|Seroval|properties of/)
    const posted = await fetch(`${origin}/_serverFn/${serverFnId('sendContactMessage')}`, {
      method: 'POST',
      headers: { ...sameOrigin, 'Content-Type': 'application/json' },
      body: payload,
    })
    expectCleanRefusal(posted, 400)
  }
})

test('a server-function call its input check refuses is 400 and no-store, never a cacheable 200', async () => {
  const call = blogListCall('xx')
  const response = await fetch(
    `${origin}/_serverFn/${serverFnId('fetchBlogPosts')}?payload=${encodeURIComponent(call)}`,
    {
      headers: sameOrigin,
    },
  )
  expect(response.status).toBe(400)
  expect(response.headers.get('cache-control')).toBe('no-store')
  // The same call with good input is a page's data, cacheable as before.
  const good = blogListCall('en')
  const ok = await fetch(`${origin}/_serverFn/${serverFnId('fetchBlogPosts')}?payload=${encodeURIComponent(good)}`, {
    headers: sameOrigin,
  })
  expect(ok.status).toBe(200)
  expect(ok.headers.get('cache-control')).toMatch(/^public/)
})

test('the server functions’ CSRF refusal carries the security headers', async () => {
  const response = await fetch(`${origin}/_serverFn/${serverFnId('fetchBlogPosts')}`, {
    headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
  })
  expectCleanRefusal(response, 403)
})

test('a Host header that makes no URL is 400 with the headers, one log line at most', async () => {
  const port = new URL(origin).port
  for (const path of ['/', '/terms', '/assets/missing.js']) {
    const lines = await logDuring(async () => {
      const answer = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path, setHost: false, headers: { Host: '127.0.0.1:99999' } },
          (res) => {
            res.resume()
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }))
          },
        )
        req.on('error', reject)
        req.end()
      })
      expect(answer.status, path).toBe(400)
      expect(answer.headers['cache-control'], path).toBe('no-store')
      expect(String(answer.headers['content-security-policy']), path).toContain("default-src 'none'")
    })
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(1)
  }
})

test('a server-function call that fails because the CMS is down is 503 and no-store, never a cacheable 200', async () => {
  const port = SPEC_SERVER_PORTS.refusalsBody + test.info().workerIndex
  // A CMS address where nothing answers.
  const down = await startSite(port, { TRUST_PROXY: undefined, STRAPI_URL: 'http://127.0.0.1:9' })
  try {
    const call = blogListCall('en')
    const response = await fetch(
      `${down.url}/_serverFn/${serverFnId('fetchBlogPosts')}?payload=${encodeURIComponent(call)}`,
      { headers: sameOrigin },
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).not.toContain('127.0.0.1:9')
  } finally {
    await down.stop()
  }
})

test('a server-function call that parses but does not decode is 400, clean, one log line, no stack trace', async () => {
  // A node type the decoder does not know, a node without its parts, a property list that does not match.
  const calls = [
    { t: { t: 99 }, f: 127, m: [] },
    { t: { t: 10, i: 0, p: { k: ['data'], v: [{ t: 77 }] }, o: 0 }, f: 127, m: [] },
    { t: { t: 10, i: 0, p: { k: ['data'] }, o: 0 }, f: 127, m: [] },
  ]
  for (const [index, call] of calls.entries()) {
    const payload = JSON.stringify(call)
    const lines = await logDuring(async () => {
      const response = await fetch(
        `${origin}/_serverFn/${serverFnId('fetchBlogPosts')}?payload=${encodeURIComponent(payload)}`,
        { headers: sameOrigin },
      )
      expectCleanRefusal(response, 400)
      expect(await response.text()).not.toMatch(/Seroval|deserializ/i)
      // Posted as well, once: every post counts against the address's allowance of five, which this spec spends.
      if (index > 0) return
      const posted = await fetch(`${origin}/_serverFn/${serverFnId('sendContactMessage')}`, {
        method: 'POST',
        headers: { ...sameOrigin, 'Content-Type': 'application/json' },
        body: payload,
      })
      expectCleanRefusal(posted, 400)
    })
    expect(lines.join('\n'), payload).not.toMatch(/\n\s+at |Seroval/)
    expect(lines.length, lines.join('\n')).toBeLessThanOrEqual(2)
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
  }
})

/** A raw GET with the path and Host as given (fetch would normalise both). */
function rawGet(
  path: string,
  host: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const port = new URL(origin).port
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, setHost: false, headers: { Host: host } }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

test('a path that reads as another host, or whose escapes decode to nothing, goes through the guard', async () => {
  const host = new URL(origin).host
  for (const [path, status] of [
    ['//evil.example/', 404],
    ['//evil.example/projects', 404],
    ['/%ZZ', 400],
    ['/projects/%E0%A4%A', 400],
  ] as const) {
    let answerId = ''
    const lines = await logDuring(async () => {
      const answer = await rawGet(path, 'attacker.example')
      answerId = String(answer.headers['x-request-id'])
      expect(answer.status, path).toBe(status)
      expect(answer.headers.location, path).toBeUndefined()
      expect(answer.headers['cache-control'], path).toBe('no-store')
      expect(String(answer.headers['content-security-policy']), path).toContain("default-src 'none'")
      expect(answer.headers['x-request-id'], path).toMatch(/^[0-9a-f-]{36}$/)
      expect(answer.body, path).not.toContain('"error"')
    })
    expect(lines, path).toEqual([])
    // Its own request line, like every other request, under the one route of every path the site does not have.
    const id = answerId
    await expect
      .poll(() => server?.output().includes(`"requestId":"${id}","method":"GET","route":"unmatched"`))
      .toBe(true)
  }
  // A redirect the router makes (a trailing slash) leads to a path of this origin, whatever the Host said.
  const slash = await rawGet('/about/', 'attacker.example')
  expect(slash.status).toBeGreaterThanOrEqual(300)
  expect(slash.status).toBeLessThan(400)
  expect(slash.headers.location).toBe('/about')
  expect(slash.headers['cache-control']).toBe('no-store')
  expect(slash.headers['x-content-type-options']).toBe('nosniff')
  // Asked with our own Host, the same.
  expect((await rawGet('/about/', host)).headers.location).toBe('/about')
})
