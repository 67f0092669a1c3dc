import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SPEC_SERVER_PORTS } from '../ports'
import { expect, test } from './fixtures'
import { type SiteServer, startSite } from './servers'

/*
 * A CMS that answers too slowly, or with garbage: a small local fake stands in for Strapi, because these
 * two faults cannot be produced with the real one on demand. (A really stopped Strapi is tested in cms-stopped.spec.)
 * The site must answer in time with its error section and a 503, keep its fixed pages, and never crash; a message
 * the CMS answers 503 to is received and kept in the outbox (decision 030).
 */

type Fault = 'slow' | 'garbage' | 'wrong-shape' | 'unavailable'

let fake: Server
let site: SiteServer | undefined
let siteUrl = ''
let fault: Fault = 'slow'
let outboxDir = ''

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  fake = createServer((_req, res) => {
    if (fault === 'slow') {
      // Longer than the site's CMS timeout (5 s); the response never comes in time.
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":[]}'), 8000)
      return
    }
    if (fault === 'unavailable') {
      res.writeHead(503, { 'Content-Type': 'application/json' }).end('{"data":null}')
      return
    }
    if (fault === 'garbage') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('<html>Bad gateway</html>{{{')
      return
    }
    // Valid JSON, wrong shape: the schemas must refuse it instead of rendering nonsense.
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: 'not a list', meta: 42 }))
  })
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve))
  outboxDir = join(await mkdtemp(join(tmpdir(), 'origin-faults-outbox-')), 'outbox')
  const port = SPEC_SERVER_PORTS.cmsFaults + test.info().workerIndex
  siteUrl = `http://127.0.0.1:${port}`
  site = await startSite(port, {
    STRAPI_URL: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    // Every request asks the (faulty) CMS: nothing cached to fall back on.
    CMS_CACHE_SECONDS: '0',
    PAGE_CACHE_SECONDS: '0',
    CMS_WRITE_TOKEN: 'a-token-the-fake-cms-never-checks-at-all',
    OUTBOX_DIR: outboxDir,
  })
})

test.afterAll(async () => {
  await site?.stop()
  await new Promise((resolve) => fake?.close(resolve))
  if (outboxDir) await rm(join(outboxDir, '..'), { recursive: true, force: true })
})

for (const kind of ['slow', 'garbage', 'wrong-shape'] as const) {
  test(`a ${kind} CMS: 503 with the error section in time, fixed pages unaffected, server alive`, async () => {
    test.setTimeout(90_000)
    fault = kind
    const started = Date.now()
    const page = await fetch(`${siteUrl}/projekter/kode-labs-nor`)
    const html = await page.text()
    expect(page.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(kind === 'slow' ? 15_000 : 5_000)
    expect(html).toContain('Denne siden kunne ikke lastes')
    // The CMS's address never reaches the page.
    expect(html).not.toContain(`:${(fake.address() as AddressInfo).port}`)
    // A page that needs no CMS content (services and about do now: decision 040).
    const fixed = await fetch(`${siteUrl}/thank-you`)
    expect(fixed.status).toBe(200)
    expect((await fetch(`${siteUrl}/contact`)).status).toBe(200)
    expect(site?.alive()).toBe(true)
  })
}

test('a CMS answering 503 to a message: the visitor is thanked, the message is kept in the outbox', async () => {
  fault = 'unavailable'
  const response = await fetch(`${siteUrl}/contact`, {
    method: 'POST',
    headers: { Origin: siteUrl, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ firstName: 'Ada', email: 'ada@example.org', subject: 'Hello', message: 'Hi' }),
    redirect: 'manual',
  })
  expect(response.status).toBe(303)
  expect(response.headers.get('location')).toBe('/thank-you')
  expect((await readdir(outboxDir)).filter((name) => name.endsWith('.json'))).toHaveLength(1)
  // The line reaches the test through the server's stdout pipe, which may deliver it after the answer.
  await expect.poll(() => site?.output()).toContain('"event":"outbox.kept"')
})
