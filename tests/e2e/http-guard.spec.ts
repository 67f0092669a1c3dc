import { spawn } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { connect } from 'node:net'
import { baseURL } from '../../playwright.config'
import { SPEC_SERVER_PORTS } from '../ports'
import { expectContactKept, sendContactForm } from './contact-form'
import { everyPage, expect, gotoHydrated, test } from './fixtures'
import { type SiteServer, serverFnId, startSite } from './servers'
import { siteServerEnv } from './site-env.mjs'

/*
 * What an outside attack found at the HTTP level (decision 018), tried again from outside against the production build:
 * methods a path does not take, bodies past their limit (also chunked, which has no Content-Length to check), broken
 * server-function JSON, forwarded headers from an untrusted client, and answers that echoed what was sent.
 */

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** A POST whose body is sent in chunks of 64 KB, `total` bytes in all, without a Content-Length. */
function chunkedPost(url: string, contentType: string, total: number, fill = 'a'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const target = new URL(url)
    const req = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { 'Content-Type': contentType, 'Transfer-Encoding': 'chunked', Origin: target.origin },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    // The server may answer and close before all of it is sent: that is the point, not a failure.
    req.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    )
    const chunk = Buffer.alloc(64 * 1024, fill)
    let sent = 0
    const pump = () => {
      while (sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

test.describe('methods', () => {
  for (const [method, path, allow] of [
    ['DELETE', '/', 'GET, HEAD'],
    ['PUT', '/about', 'GET, HEAD'],
    ['PATCH', '/kontakt', 'GET, HEAD, POST'],
    ['GET', '/api/revalidate', 'POST'],
    ['PUT', '/api/revalidate', 'POST'],
    ['OPTIONS', '/_serverFn/anything', 'GET, POST'],
  ] as const) {
    test(`${method} ${path} answers 405 with Allow: ${allow}, uncached`, async ({ request }) => {
      const response = await request.fetch(path, { method, failOnStatusCode: false })
      expect(response.status()).toBe(405)
      expect(response.headers().allow).toBe(allow)
      expect(response.headers()['cache-control']).toBe('no-store')
      expect(response.headers()['x-content-type-options']).toBe('nosniff')
    })
  }

  test('pages still answer GET and HEAD; the forms still take their POST', async ({ request }) => {
    expect((await request.get('/about')).status()).toBe(200)
    expect((await request.head('/om-oss')).status()).toBe(200)
    const posted = await request.post('/contact', { form: { firstName: '' }, failOnStatusCode: false })
    expect(posted.status()).toBe(422)
  })
})

test.describe('request bodies', () => {
  test('a 20 MB chunked contact POST is cut off with 413: the page, in its language, nothing echoed', async () => {
    const answer = await chunkedPost(`${baseURL}/kontakt`, 'application/x-www-form-urlencoded', 20 * 1024 * 1024)
    expect(answer.status).toBe(413)
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.body).toContain('Dette er for langt')
    expect(answer.body).not.toContain('a'.repeat(200))
  })

  test('a 20 MB chunked JSON body to a server function answers 413', async () => {
    const answer = await chunkedPost(`${baseURL}/_serverFn/anything`, 'application/json', 20 * 1024 * 1024)
    expect(answer.status).toBe(413)
  })

  test('30 MB of multipart to the application answers 413 with the page saying the file is too large', async () => {
    const answer = await chunkedPost(
      `${baseURL}/careers/frontend-developer`,
      'multipart/form-data; boundary=x',
      30 * 1024 * 1024,
    )
    expect(answer.status).toBe(413)
    expect(answer.body).toContain('The file is larger than 10 MB')
  })

  test('a declared Content-Length past the limit is refused unread', async ({ request }) => {
    const form = await request.post('/kontakt', {
      data: 'a'.repeat(70 * 1024),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      failOnStatusCode: false,
    })
    expect(form.status()).toBe(413)
    const webhook = await request.post('/api/revalidate', {
      data: 'a'.repeat(2 * 1024 * 1024),
      headers: { 'Content-Type': 'application/json' },
      failOnStatusCode: false,
    })
    expect(webhook.status()).toBe(413)
    expect((await webhook.text()).length).toBeLessThan(1024)
  })

  test('server-function JSON that does not parse answers 400 (body and query)', async ({ request }) => {
    const headers = { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' }
    const body = await request.post('/_serverFn/anything', {
      data: Buffer.from('{"t":'),
      headers,
      failOnStatusCode: false,
    })
    expect(body.status()).toBe(400)
    const query = await request.get('/_serverFn/anything?payload=%7B%22t', { headers, failOnStatusCode: false })
    expect(query.status()).toBe(400)
  })
})

test.describe('server-function input', () => {
  // A refused input is the caller's fault: 400 (it was 500).
  test.use({ expectedConsoleErrors: /message not sent|status of 400/ })

  test('a refused server-function input is not echoed back', async ({ page }) => {
    const long = 'x'.repeat(30_000)
    let answer = ''
    await page.route('**/_serverFn/**', async (route) => {
      const body = route.request().postData() ?? ''
      // The form's own request, with its name made far longer than the server accepts.
      await route.continue({ postData: body.replace('"Ada"', JSON.stringify(long)) })
    })
    page.on('response', async (response) => {
      if (response.url().includes('/_serverFn/')) answer = await response.text().catch(() => '')
    })
    await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
    await gotoHydrated(page, '/contact')
    await sendContactForm(page, 'en', { subject: 'Echo', message: 'Hello' })
    await expectContactKept(page, 'en', { subject: 'Echo', message: 'Hello' })
    expect(answer.length).toBeGreaterThan(0)
    expect(answer.length).toBeLessThan(1000)
    expect(answer).not.toContain('xxxxxxxxxx')
  })
})

test('a slug over 200 characters is not found (404), not a server error', async ({ request }) => {
  for (const path of [`/blogs/${'a'.repeat(250)}`, `/projekter/${'b'.repeat(201)}`, `/careers/${'c'.repeat(300)}`]) {
    expect((await request.get(path, { failOnStatusCode: false })).status(), path).toBe(404)
  }
})

test('a hashed asset that does not exist is a 404 that nobody caches', async ({ request }) => {
  const response = await request.get('/assets/nothing-here-0123456789.js', { failOnStatusCode: false })
  expect(response.status()).toBe(404)
  expect(response.headers()['cache-control'] ?? '').not.toMatch(/immutable|max-age=[1-9]/)
})

test('static files carry the security headers', async ({ request }) => {
  const page = await request.get('/')
  const script = (await page.text()).match(/\/assets\/[^"']+\.js/)?.[0]
  expect(script).toBeTruthy()
  for (const path of [script ?? '', '/favicon.svg', '/og-default.jpg', '/media/clients/fjordtek.svg']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const headers = response.headers()
    // Hashed build files for good; public/'s keep their names when they change: a day.
    expect(headers['cache-control'], path).toBe(
      path === script ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
    )
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['strict-transport-security'], path).toContain('max-age=')
    expect(headers['content-security-policy'], path).toContain("default-src 'none'")
    expect(headers['referrer-policy'], path).toBeTruthy()
  }
})

test('every page, also from the page cache, carries a strict content security policy with its own nonce', async ({
  request,
}) => {
  for (const { path } of everyPage) {
    const nonces = new Set<string>()
    // Twice: the first is rendered (or cached), the second comes from the rendered-page cache.
    for (let i = 0; i < 2; i++) {
      const response = await request.get(path, { failOnStatusCode: false })
      const policy = response.headers()['content-security-policy'] ?? ''
      const directives = new Map(
        policy.split(';').map((part) => {
          const [name = '', ...values] = part.trim().split(/\s+/)
          return [name, values] as const
        }),
      )
      expect(directives.get('default-src'), path).toEqual(["'self'"])
      expect(directives.get('object-src'), path).toEqual(["'none'"])
      expect(directives.get('base-uri'), path).toEqual(["'none'"])
      expect(directives.get('form-action'), path).toEqual(["'self'"])
      expect(directives.get('frame-ancestors'), path).toBeDefined()
      const scriptSrc = directives.get('script-src') ?? []
      expect(scriptSrc, path).toContain("'strict-dynamic'")
      expect(scriptSrc, path).not.toContain("'unsafe-inline'")
      const nonce = scriptSrc.find((value) => value.startsWith("'nonce-"))?.slice("'nonce-".length, -1) ?? ''
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      nonces.add(nonce)
      // Every script of the page runs by that nonce, and only by it.
      const scripts = (await response.text()).match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`)
    }
    expect(nonces.size, `${path}: a nonce is never used twice`).toBe(2)
  }
})

test.describe('without TRUST_PROXY, forwarded headers change nothing', () => {
  // One server per worker (its rate limit counts only that worker's posts).
  let port = 0
  let origin = ''
  let server: SiteServer | undefined

  test.beforeAll(async () => {
    port = SPEC_SERVER_PORTS.httpGuard + test.info().workerIndex
    origin = `http://127.0.0.1:${port}`
    // Without SITE_URL, which a production start refuses: what the site falls back to must still be the request's
    // own origin, never a forwarded claim.
    server = await startSite(port, { TRUST_PROXY: undefined, SITE_URL: undefined, NODE_ENV: 'development' })
  })

  test.afterAll(async () => {
    await server?.stop()
  })

  test('canonical, og:url, robots.txt and the sitemap keep the request’s own origin', async () => {
    const lying = {
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'evil.example',
      Forwarded: 'for=1.2.3.4;host=evil.example;proto=https',
    }
    // Twice: the first answer is what the rendered-page cache keeps for everyone after.
    for (let i = 0; i < 2; i++) {
      const html = await (await fetch(`${origin}/terms`, { headers: lying })).text()
      expect(html).toContain(`<link rel="canonical" href="${origin}/terms"/>`)
      expect(html).toContain(`content="${origin}/terms"`)
      expect(html).not.toContain('evil.example')
      expect(html).not.toContain(`https://127.0.0.1:${port}`)
    }
    const plain = await (await fetch(`${origin}/terms`)).text()
    expect(plain).toContain(`<link rel="canonical" href="${origin}/terms"/>`)
    const robots = await (await fetch(`${origin}/robots.txt`, { headers: lying })).text()
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
    const sitemap = await (await fetch(`${origin}/sitemap.xml`, { headers: lying })).text()
    expect(sitemap).toContain(`<loc>${origin}/</loc>`)
    expect(sitemap).not.toContain('evil.example')
  })

  // This server's own output shows what the site printed for a request.
  test('a server function’s multipart body that does not parse is 400 with one JSON line, no stack trace', async () => {
    const before = server?.output().length ?? 0
    const response = await fetch(`${origin}/_serverFn/${serverFnId('sendJobApplication')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=b', Origin: origin, 'Sec-Fetch-Site': 'same-origin' },
      // 66 bytes: one part and no closing boundary.
      body: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nvalue-without-end',
    })
    expect(response.status).toBe(400)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const printed = () => (server?.output() ?? '').slice(before)
    await expect.poll(() => printed()).toContain('"status":400')
    const lines = printed().split('\n').filter(Boolean)
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ event: 'request', method: 'POST', status: 400 })
  })

  test('what Node’s own parser refuses carries the security headers, a request id and a log line', async () => {
    const raw = (head: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1')
        let answer = ''
        socket.setEncoding('utf8')
        socket.on('data', (chunk: string) => {
          answer += chunk
        })
        socket.on('error', reject)
        socket.on('close', () => resolve(answer))
        socket.end(head)
      })
    const before = server?.output().length ?? 0
    const smuggled = await raw(
      'POST /contact HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    )
    const huge = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`)
    for (const [answer, status] of [
      [smuggled, 400],
      [huge, 431],
    ] as const) {
      expect(answer.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `))
      expect(answer).toMatch(/\r\nx-content-type-options: nosniff\r\n/i)
      expect(answer).toMatch(/\r\ncontent-security-policy: default-src 'none'/i)
      expect(answer).toMatch(/\r\ncache-control: no-store\r\n/i)
      const id = /\r\nx-request-id: ([\w-]+)\r\n/i.exec(answer)?.[1] ?? 'none'
      await expect.poll(() => server?.output().slice(before)).toContain(`"requestId":"${id}"`)
    }
  })

  test('a form POST whose Origin matches only the forwarded host is refused', async () => {
    const response = await fetch(`${origin}/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
        'X-Forwarded-Host': 'evil.example',
      },
      body: 'firstName=Ada',
    })
    expect(response.status).toBe(403)
  })

  test('a script cannot dodge the form rate limit by sending a new X-Forwarded-For each time', async () => {
    const post = (index: number) =>
      fetch(`${origin}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: origin,
          'X-Forwarded-For': `203.0.113.${index}`,
          Forwarded: `for=203.0.113.${index}`,
        },
        body: 'firstName=&email=&subject=&message=',
      })
    // Six "clients" are the same one: refused for their input (422) until the one allowance is spent, then 429.
    // (Other tests of this server posted too, and every post counts, so the allowance may be partly spent already.)
    const statuses: number[] = []
    for (let index = 1; index <= 6; index++) statuses.push((await post(index)).status)
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.filter((status) => status === 422).length).toBeLessThanOrEqual(5)
    expect(statuses.every((status) => status === 422 || status === 429)).toBe(true)
  })
})

test('only the pages that follow the stored language read its cookie, and say so; the rest are one page for all', async ({
  request,
}) => {
  /** A page's HTML with the request's own nonce taken out, so two answers compare. */
  const html = async (path: string, cookie?: string) => {
    const response = await request.get(path, { headers: cookie ? { Cookie: cookie } : {} })
    expect(response.status(), path).toBe(200)
    const text = (await response.text()).replace(/nonce="[^"]+"|content="[A-Za-z0-9+/=]{24}"/g, '')
    return { text, vary: response.headers().vary ?? '', cache: response.headers()['cache-control'] ?? '' }
  }
  // A shared CDN keeps one copy of a public page for everyone: the page must be the same whatever the cookie says
  // (decision 049: every page carried the visitor's stored language, public for 60 s, with no Vary).
  for (const path of ['/', '/about', '/no', '/projects', '/blogs/freelancer-vs-agency', '/karrierer']) {
    const none = await html(path)
    const norwegian = await html(path, 'lang=no')
    const english = await html(path, 'lang=')
    expect(none.cache, path).toMatch(/^public/)
    expect(none.vary, path).not.toMatch(/cookie/i)
    expect(norwegian.text, path).toBe(none.text)
    expect(english.text, path).toBe(none.text)
  }
  // The legal pages' shell follows it (decision 003): they vary by it.
  const terms = await html('/terms', 'lang=no')
  expect(terms.vary).toMatch(/cookie/i)
  expect(terms.text).toMatch(/<header[^>]*lang="nb-NO"/)
  expect((await html('/terms', 'lang=')).text).toMatch(/<header[^>]*lang="en"/)
  // The shell's own call reads no cookie: one answer for all.
  const shell = await request.get(`/_serverFn/${serverFnId('getShellInfo')}`, {
    headers: { 'Sec-Fetch-Site': 'same-origin', Cookie: 'lang=no' },
  })
  expect(shell.status()).toBe(200)
  expect(shell.headers().vary ?? '').not.toMatch(/cookie/i)
})

test('the production server does not start with a malformed address or a placeholder or short secret, and names each', async () => {
  const env = siteServerEnv(Number(new URL(baseURL).port) + 8, {
    CMS_WRITE_TOKEN: 'change-me',
    REVALIDATE_SECRET: 'too-short',
    PREVIEW_SECRET: 'sixteen-chars-ok',
    STRAPI_URL: '127.0.0.1:1337',
    SITE_URL: 'https://www.example.org/origin',
  })
  const child = spawn(process.execPath, ['.output/server/index.mjs'], { env })
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const timer = setTimeout(() => child.kill(), 15_000)
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  clearTimeout(timer)
  expect(code).toBe(1)
  expect(output).toContain('CMS_WRITE_TOKEN is a placeholder')
  expect(output).toContain('REVALIDATE_SECRET is shorter than 32 characters')
  expect(output).toContain('PREVIEW_SECRET is shorter than 32 characters')
  expect(output).toContain('STRAPI_URL is not an absolute http:// or https:// URL')
  expect(output).toContain('SITE_URL must be an origin only')
  // Never the values themselves: a log may travel further than the server.
  expect(output).not.toContain('change-me')
})

test('a page rendered again after a refused post shows no more of a field than the field holds', async ({
  request,
}) => {
  const long = 'x'.repeat(30_000)
  const contact = await request.post('/contact', {
    form: { firstName: long, email: 'ada@example.org', subject: long, message: 'Hi' },
    failOnStatusCode: false,
  })
  expect(contact.status()).toBe(422)
  const page = await contact.text()
  expect(page).toContain(`value="${'x'.repeat(100)}"`)
  expect(page).not.toContain('x'.repeat(201))
})
