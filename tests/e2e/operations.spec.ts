import { get, request as httpRequest } from 'node:http'
import { cmsEnv } from '../cms-env.mjs'
import { SPEC_SERVER_PORTS, strapiUrl } from '../ports'
import { startCmsProxy } from './cms-proxy'
import { expect, storedEntries, test } from './fixtures'
import { type SiteServer, startSite } from './servers'

/*
 * What an operator relies on: health and readiness for a load balancer, one log line per request with an
 * id that follows it into the CMS calls, and a stop on SIGTERM that finishes what is in flight. Servers of their own,
 * so their logs can be read and one can be stopped.
 */

test.describe.configure({ mode: 'serial' })

let server: SiteServer | undefined
test.beforeAll(async () => {
  server = await startSite(SPEC_SERVER_PORTS.operations + test.info().workerIndex, {
    LOG_LEVEL: 'debug',
    TRUST_PROXY: undefined,
    CMS_WRITE_TOKEN: cmsEnv('CMS_WRITE_TOKEN'),
  })
})
test.afterAll(async () => {
  await server?.stop()
})

const site = () => {
  if (!server) throw new Error('no server')
  return server
}

/**
 * The lines a server wrote, stdout and stderr together: each one JSON object, or this throws (issue 64.3: the HTTP
 * library's notices, a library's `console.error`, a closed connection's stack once were not).
 */
const linesOf = (output: string): Record<string, unknown>[] =>
  output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line): Record<string, unknown> => {
      try {
        return JSON.parse(line)
      } catch {
        throw new Error(`a line of the server's output is not JSON: ${line.slice(0, 200)}`)
      }
    })
const logLines = () => linesOf(site().output())

/** The readiness changes a server logged. */
const readinessLines = (output: string): Record<string, unknown>[] =>
  linesOf(output).filter((line) => line.event === 'readiness.changed')

test('/healthz is up without asking the CMS; /readyz is ready when the CMS answers; neither cached nor logged', async () => {
  for (let i = 0; i < 30; i++) {
    const health = await fetch(`${site().url}/healthz`)
    expect(health.status).toBe(200)
    expect(health.headers.get('cache-control')).toBe('no-store')
    expect(await health.text()).toBe('ok\n')
  }
  const ready = await fetch(`${site().url}/readyz`)
  expect(ready.status).toBe(200)
  expect(await ready.json()).toMatchObject({ ready: true, cms: 'ok' })
  expect(ready.headers.get('x-content-type-options')).toBe('nosniff')
  const post = await fetch(`${site().url}/healthz`, { method: 'POST' })
  expect(post.status).toBe(405)
  expect(post.headers.get('allow')).toBe('GET, HEAD')
  // Asked thirty times a minute by a load balancer, they would drown the log.
  await fetch(`${site().url}/terms`)
  await expect.poll(() => logLines().some((line) => line.route === '/terms')).toBe(true)
  expect(logLines().filter((line) => String(line.route).endsWith('z'))).toEqual([])
})

test('/readyz is 503 only when this instance could not serve a page: the CMS away and nothing cached', async () => {
  const down = await startSite(SPEC_SERVER_PORTS.operationsDown + test.info().workerIndex, {
    STRAPI_URL: 'http://127.0.0.1:9',
  })
  try {
    const ready = await fetch(`${down.url}/readyz`)
    expect(ready.status).toBe(503)
    // What the caches hold is the operator's, in the log, not anyone's who asks (issue 63).
    expect(await ready.json()).toEqual({ ready: false, cms: 'down' })
    await expect.poll(() => down.output()).toContain('"event":"readiness.changed"')
    expect(readinessLines(down.output()).at(-1)).toMatchObject({ ready: false, cachedCmsAnswers: 0, cachedPages: 0 })
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect((await fetch(`${down.url}/healthz`)).status).toBe(200)
    // A page it cannot make is a 503, logged as a warning: the instance cannot serve, nothing in it broke.
    const page = await fetch(`${down.url}/projects/kode-labs-nor`)
    expect(page.status).toBe(503)
    const id = page.headers.get('x-request-id')
    await expect
      .poll(() => linesOf(down.output()).find((line) => line.requestId === id && line.event === 'request'))
      .toMatchObject({ level: 'warn', status: 503 })
  } finally {
    await down.stop()
  }
})

test('/readyz stays 200 while a slow or stopped CMS leaves the pages served from the caches', async () => {
  const proxy = await startCmsProxy(strapiUrl(), 'open')
  const slow = await startSite(SPEC_SERVER_PORTS.operationsDown + test.info().workerIndex, { STRAPI_URL: proxy.url })
  try {
    expect((await fetch(`${slow.url}/services`)).status).toBe(200)
    // Too busy to answer its health check in time (a burst of heavy reads once did this to it).
    proxy.setMode('hanging')
    // Each probe is answered from what the instance last knew, never after waiting on the CMS (issue 64.5): a load
    // balancer's probe timeout of a second or two is never reached. (Asking the CMS took up to 2 s each.)
    const probeTimes: number[] = []
    for (let i = 0; i < 10; i++) {
      const started = performance.now()
      const probe = await fetch(`${slow.url}/readyz`)
      await probe.text()
      probeTimes.push(performance.now() - started)
    }
    probeTimes.sort((a, b) => a - b)
    expect(probeTimes[4]).toBeLessThan(100)
    expect(probeTimes.at(-1)).toBeLessThan(500)
    // The background check notices once its call to the CMS times out (2 s).
    await expect
      .poll(async () => (await fetch(`${slow.url}/readyz`)).json(), { timeout: 15_000 })
      .toMatchObject({ ready: true, cms: 'slow' })
    const ready = await fetch(`${slow.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(Object.keys(await ready.json())).toEqual(['ready', 'cms'])
    const slowLine = () => readinessLines(slow.output()).find((line) => line.cms === 'slow')
    await expect.poll(slowLine).toMatchObject({ level: 'warn', ready: true })
    expect(slowLine()?.cachedCmsAnswers).toBeGreaterThan(0)
    expect(slowLine()?.cachedPages).toBeGreaterThan(0)
    expect((await fetch(`${slow.url}/services`)).status).toBe(200)
    proxy.setMode('closed')
    await expect
      .poll(async () => (await fetch(`${slow.url}/readyz`)).json(), { timeout: 15_000 })
      .toMatchObject({ ready: true, cms: 'down' })
  } finally {
    await slow.stop()
    await proxy.close()
  }
})

test('each request is one JSON line with its id, route pattern, status, size and CMS calls; the CMS calls carry the id', async () => {
  const response = await fetch(`${site().url}/blogs/freelancer-vs-agency?utm_source=secret-campaign`)
  expect(response.status).toBe(200)
  await response.text()
  const id = response.headers.get('x-request-id') ?? ''
  expect(id).toMatch(/^[0-9a-f-]{36}$/)
  await expect.poll(() => logLines().some((line) => line.event === 'request' && line.requestId === id)).toBe(true)
  const line = logLines().find((entry) => entry.event === 'request' && entry.requestId === id)
  expect(line).toMatchObject({ level: 'info', method: 'GET', route: '/blogs/$slug', status: 200, client: '127.0.0.0' })
  expect(Number(line?.bytes)).toBeGreaterThan(10_000)
  expect(typeof line?.ms).toBe('number')
  expect(['hit', 'miss']).toContain(line?.cache)
  // A fresh server: the article's content came from the CMS, and each call says so under the same id.
  const calls = logLines().filter((entry) => entry.event === 'cms.call' && entry.requestId === id)
  expect(calls.length).toBeGreaterThan(0)
  expect(line?.cms).toBe(calls.length)
  expect(site().output()).not.toContain('secret-campaign')
})

test("a client's own X-Request-Id is not taken without a trusted proxy", async () => {
  const response = await fetch(`${site().url}/terms`, { headers: { 'X-Request-Id': 'forged-id' } })
  expect(response.headers.get('x-request-id')).not.toBe('forged-id')
})

/** A GET whose client hangs up as soon as it is sent, as a reload or a closed tab does mid-answer. */
function leaveEarly(url: string): Promise<void> {
  return new Promise((resolve) => {
    const req = get(url, { agent: false, headers: { 'x-tsr-serverfn': 'true', 'sec-fetch-site': 'same-origin' } })
    req.on('error', () => resolve())
    req.on('close', () => resolve())
    // Gone as soon as the request is on the wire: before any answer, however fast the server.
    req.on('finish', () => req.destroy())
  })
}

test('a visitor who leaves mid-answer is a 499 line: no stack trace, no leak warning, no call called unknown', async ({
  page,
}) => {
  const start = logLines().length
  const callLines = () =>
    logLines()
      .slice(start)
      .filter((line) => line.event === 'request' && String(line.route).startsWith('/_serverFn/'))
  // A server function's address as the browser calls it: the projects list's filter (a React page).
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/_serverFn/')) calls.push(request.url())
  })
  await page.goto(`${site().url}/projects`)
  await page.locator('html[data-hydrated]').waitFor()
  await page.waitForFunction(() => document.querySelector('[data-hydrating]') === null)
  const filter = page.getByRole('navigation', { name: 'Filter projects by category' }).getByRole('link').nth(1)
  const category = new URL((await filter.getAttribute('href')) ?? '', site().url).searchParams.get('category') ?? ''
  expect(category).not.toBe('')
  await filter.click()
  await expect.poll(() => calls.length).toBeGreaterThan(0)
  // The browser's own calls done and logged first, so the lines counted below are only the ones that hang up.
  await page.waitForLoadState('networkidle')
  await page.close()
  await expect.poll(() => callLines().length).toBeGreaterThanOrEqual(calls.length)
  const call = new URL(calls[0] ?? '')
  const before = logLines().length
  // Addresses nothing has cached, so each is still being answered when its client hangs up.
  const left = Array.from({ length: 6 }, (_, i) => [
    `${site().url}/blogs?category=gone-${Date.now()}-${i}`,
    `${call.origin}${call.pathname}?payload=${encodeURIComponent(
      (call.searchParams.get('payload') ?? '').replaceAll(category, `gone-${Date.now()}-${i}`),
    )}`,
  ]).flat()
  for (const url of left) await leaveEarly(url)
  const answered = () =>
    logLines()
      .slice(before)
      .filter(
        (line) => line.event === 'request' && (line.route === '/blogs' || String(line.route).startsWith('/_serverFn/')),
      )
  await expect.poll(() => answered().length).toBe(left.length)
  // Answered (a fallback redirect for the unknown category), or stopped for the client: never a server error.
  for (const line of answered()) expect(line.status === 499 || Number(line.status) < 400).toBe(true)
  expect(answered().some((line) => line.status === 499)).toBe(true)
  expect(logLines().filter((line) => line.event === 'server-fn.refused')).toEqual([])
  // A visitor who left is nobody's fault: no error or warning line, no stack (logLines throws on a line not JSON).
  const since = logLines().slice(before)
  expect(since.filter((line) => line.level === 'error' || line.level === 'warn')).toEqual([])
  for (const line of since.filter((entry) => entry.event === 'client.closed')) expect(line.level).toBe('info')
  expect(JSON.stringify(since)).not.toContain('"stack"')
  expect(site().output()).not.toMatch(/Error: aborted|MaxListenersExceededWarning/)
})

test('SIGTERM: no new connections, the form post in flight is stored and answered, then the process exits 0', async () => {
  const subject = `Sent during shutdown ${Date.now()}`
  const body = new URLSearchParams({
    firstName: 'Ada',
    email: 'ada@example.org',
    subject,
    message: 'Half of this arrives before the server is told to stop.',
    website: '',
  }).toString()
  const { url } = site()
  const { port } = new URL(url)
  let sendRest: () => void = () => undefined
  const answer = new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/contact',
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          Origin: url,
        },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }))
      },
    )
    req.on('error', reject)
    req.write(body.slice(0, 40))
    // The rest once the server is stopping (below).
    sendRest = () => {
      req.end(body.slice(40))
    }
  })
  // The server has the request (its debug line), then it is told to stop.
  await expect
    .poll(() =>
      logLines().some((line) => line.event === 'request.start' && line.route === '/contact' && line.method === 'POST'),
    )
    .toBe(true)
  const exited = site().terminate()
  await expect.poll(() => logLines().some((line) => line.event === 'shutdown')).toBe(true)
  // It takes no new connection (a fresh one each time: not one the test's own client kept alive).
  const connect = () =>
    new Promise<string>((resolve) => {
      get(`${url}/healthz`, { agent: false }, (res) => {
        res.resume()
        resolve('answered')
      }).on('error', () => resolve('refused'))
    })
  await expect.poll(connect).toBe('refused')
  sendRest()
  expect(await answer).toEqual({ status: 303, location: '/thank-you' })
  expect(await exited).toBe(0)
  // It stopped because its last request was done, not because the time ran out.
  expect(logLines().filter((line) => line.event === 'shutdown.done')).toMatchObject([{ forced: false }])
  expect(await storedEntries('api::contact-message.contact-message', 'subject', subject)).toHaveLength(1)
})
