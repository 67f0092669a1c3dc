import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { expect, test as request } from '@playwright/test'
import { cmsEnv } from '../cms-env.mjs'
import { startCmsProxy } from '../e2e/cms-proxy'
import { cmsAdmin, documentIdOf, test as page, storedEntries, waitForHydration } from '../e2e/fixtures'
import { wranglerDevCommand, wranglerEnv } from './wrangler'

/*
 * The site as a Cloudflare Worker (decision 007), served by local workerd against the seeded CMS: it renders, it
 * reads the CMS, it writes to the CMS, and what several isolates must share they share (decision 020). The full behaviour is the e2e suite's job on the Node build.
 * Pages use the e2e fixtures, so a console error in the browser (a missing asset, a script the CSP blocked) fails too.
 */

page('home: rendered by the worker, then hydrated from its static assets', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('WE CREATE YOUR ORIGIN STORY')
  await waitForHydration(page)
})

page('a project page renders its title from the CMS', async ({ page }) => {
  const response = await page.goto('/projects/kode-labs')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kode Labs')
})

page('a legal page: its text rendered to HTML by the worker (decision 031)', async ({ page }) => {
  const response = await page.goto('/terms')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 2, name: '5. Prohibited activities' })).toBeVisible()
  await waitForHydration(page)
})

request(
  "a project's share card: drawn by the worker (the rasteriser as an uploaded WebAssembly module)",
  async ({ request }) => {
    const html = await (await request.get('/projekter/kode-labs-nor')).text()
    const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ''
    expect(new URL(card).pathname).toBe('/og/no/project/kode-labs-nor.png')
    const response = await request.get(card)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  },
)

request('a video answers byte ranges (206), as Safari needs to play it (decision 092)', async ({ request }) => {
  const video = '/media/home-hero.webm'
  const whole = await request.get(video)
  expect(whole.status()).toBe(200)
  expect(whole.headers()['accept-ranges']).toBe('bytes')
  const bytes = await whole.body()
  const part = await request.get(video, { headers: { Range: 'bytes=100-199' } })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-range']).toBe(`bytes 100-199/${bytes.length}`)
  expect(part.headers()['content-length']).toBe('100')
  expect(part.headers()['x-content-type-options']).toBe('nosniff')
  expect(Buffer.compare(await part.body(), bytes.subarray(100, 200))).toBe(0)
  const past = await request.get(video, { headers: { Range: `bytes=${bytes.length}-` } })
  expect(past.status()).toBe(416)
  expect(past.headers()['content-range']).toBe(`bytes */${bytes.length}`)
  // If-Range naming another version: the whole file.
  const changed = await request.get(video, { headers: { Range: 'bytes=0-1', 'If-Range': '"another-version"' } })
  expect(changed.status()).toBe(200)
})

request('the contact form posted without JavaScript is stored by the CMS', async ({ request, baseURL }) => {
  const stamp = Date.now()
  const email = `edge-smoke-${stamp}@example.org`
  const response = await request.post('/contact', {
    headers: { Origin: new URL(baseURL ?? '').origin },
    form: {
      firstName: 'Edge',
      email,
      subject: 'Edge smoke test',
      message: `Sent from local workerd at ${stamp}.`,
    },
    maxRedirects: 0,
  })
  // 303 only when the CMS answered 200/201 to the worker's POST with CMS_WRITE_TOKEN; a refusal re-renders the form.
  expect(response.status()).toBe(303)
  expect(response.headers().location).toBe('/thank-you')
  // And the CMS holds it, once, as sent.
  const stored = await storedEntries<{ firstName: string; message: string }>(
    'api::contact-message.contact-message',
    'email',
    email,
  )
  expect(stored.map(({ firstName, message }) => ({ firstName, message }))).toEqual([
    { firstName: 'Edge', message: `Sent from local workerd at ${stamp}.` },
  ])
})

request(
  'the forms count against the Rate Limiting binding (wrangler.jsonc), not the isolate memory',
  async ({ request, baseURL }) => {
    // FORM_RATE_LIMIT is 100 here (scripts/edge-smoke.sh): memory would accept every post below. The binding allows 5
    // a minute per client, in windows of its own: should one end during the run, 5 more pass, so a post is refused by
    // the eleventh at the latest (the test above may have spent one).
    const statuses: number[] = []
    for (let n = 1; n <= 11 && !statuses.includes(429); n++) {
      const response = await request.post('/contact', {
        headers: { Origin: new URL(baseURL ?? '').origin },
        form: {
          firstName: 'Edge',
          email: 'edge-limit@example.org',
          subject: `Edge rate limit ${n}`,
          message: `Post ${n} at ${Date.now()}, counted by the binding.`,
        },
        maxRedirects: 0,
      })
      statuses.push(response.status())
    }
    const firstRefused = statuses.indexOf(429)
    expect(firstRefused, `statuses: ${statuses.join(', ')}`).toBeGreaterThanOrEqual(4)
    expect(statuses.slice(0, firstRefused).every((status) => status === 303)).toBe(true)
  },
)

/** A second worker of the same build and variables, sharing the first one's KV store: another isolate. */
async function startSecondWorker(
  port: number,
  dir = process.env.EDGE_DIR,
  name = 'second',
): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!dir) throw new Error('EDGE_DIR is not set: run through scripts/edge-smoke.sh')
  // Its own process group: wrangler starts workerd, and both must go at the end.
  const child = spawn(wranglerDevCommand(port, dir), {
    shell: true,
    detached: true,
    env: { ...process.env, ...wranglerEnv(dir, name) },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name)
    } catch {
      // No process left in the group.
    }
  }
  // The whole group, and surely: a workerd left behind would answer on the port for the next run's worker.
  const stop = async () => {
    signal('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
    signal('SIGKILL')
  }
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the second worker exited with ${child.exitCode}:\n${output}`)
    // Its own "Ready on" first: anything else answering on the port is not this worker.
    const ready =
      output.includes(`Ready on ${url}`) &&
      (await fetch(`${url}/favicon.svg`).then(
        (r) => r.ok,
        () => false,
      ))
    if (ready) return { url, stop }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await stop()
  throw new Error(`the second worker did not start:\n${output}`)
}

request(
  'a publish reaches every isolate: a second worker sharing the KV store serves the edit within 5 s',
  async ({ request, baseURL }, testInfo) => {
    // Starting the second worker takes a few seconds of the test's time.
    testInfo.setTimeout(90_000)
    const first = new URL(baseURL ?? '').origin
    const uid = 'api::project.project'
    // Looked up first: nothing may fail between the second worker's start and the `finally` that stops it.
    const id = await documentIdOf(uid, 'kode-labs', 'en')
    const second = await startSecondWorker(Number(process.env.EDGE_PORT ?? 3240) + 1)
    const path = `/collection-types/${uid}/${id}`
    const titleOn = async (origin: string) => {
      const html = await (await request.get(`${origin}/projects/kode-labs`)).text()
      return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]
    }
    // What the CMS's webhook does on a publish; the test CMS's webhooks point at the Node servers, so it is sent here
    // to the first worker only, as Cloudflare would route it to one isolate.
    const webhook = () =>
      request.post(`${first}/api/revalidate`, {
        headers: { 'X-Revalidate-Secret': cmsEnv('REVALIDATE_SECRET') },
        data: { event: 'entry.publish', uid, model: 'project' },
      })
    const title = `Kode Labs ${Date.now().toString(36)}`
    try {
      // Both hold the page in their own memory: their second view of it is served from there.
      for (const origin of [first, second.url]) {
        await expect
          .poll(async () => (await request.get(`${origin}/projects/kode-labs`)).headers()['x-page-cache'])
          .toBe('hit')
      }
      await cmsAdmin('PUT', `${path}?locale=en`, { Title: title })
      await cmsAdmin('POST', `${path}/actions/publish?locale=en`, {})
      expect((await webhook()).status()).toBe(200)
      const published = Date.now()
      for (const origin of [first, second.url]) {
        await expect
          .poll(() => titleOn(origin), { timeout: 5000 - (Date.now() - published), intervals: [100] })
          .toBe(title)
      }
    } finally {
      await cmsAdmin('PUT', `${path}?locale=en`, { Title: 'Kode Labs' })
      await cmsAdmin('POST', `${path}/actions/publish?locale=en`, {})
      await webhook()
      await second.stop()
    }
  },
)

request(
  'the outbox on Workers: a message and an application the CMS cannot take wait on the Queue (the CV in R2), then are stored once',
  async () => {
    request.setTimeout(120_000)
    const cms = process.env.STRAPI_URL ?? ''
    const proxy = await startCmsProxy(cms, 'closed')
    // A worker of its own whose CMS is the proxy: the same variables otherwise, retries after a second or two, and a
    // local queue and bucket of its own.
    const base = process.env.EDGE_DIR ?? ''
    const dir = `${base}/outbox-worker`
    await mkdir(dir, { recursive: true, mode: 0o700 })
    const vars = (await readFile(`${base}/worker.env`, 'utf8'))
      .split('\n')
      .filter((line) => line && !line.startsWith('STRAPI_URL='))
    await writeFile(
      `${dir}/worker.env`,
      [...vars, `STRAPI_URL='${proxy.url}'`, "OUTBOX_RETRY_SECONDS='1'", ''].join('\n'),
      {
        mode: 0o600,
      },
    )
    const worker = await startSecondWorker(Number(process.env.EDGE_PORT ?? 3240) + 2, dir, 'outbox')
    try {
      const stamp = Date.now()
      const subject = `Edge outbox ${stamp}`
      const contact = await fetch(`${worker.url}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: worker.url },
        body: new URLSearchParams({ firstName: 'Edge', email: 'edge-outbox@example.org', subject, message: 'Kept' }),
      })
      expect(contact.status).toBe(303)
      // Over 64 KB: its body waits in R2, the message holds where.
      const cv = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100_000, 7), Buffer.from('\n%%EOF\n')])
      const email = `edge-outbox.${stamp}@example.org`
      const form = new FormData()
      for (const [name, value] of Object.entries({ name: 'Edge', surname: 'Outbox', email, position: 'Edge' }))
        form.append(name, value)
      form.append('file1', new File([cv], 'cv.pdf', { type: 'application/pdf' }))
      const application = await fetch(`${worker.url}/careers/frontend-developer`, {
        method: 'POST',
        redirect: 'manual',
        headers: { Origin: worker.url },
        body: form,
      })
      expect(application.status).toBe(303)
      expect(await storedEntries('api::contact-message.contact-message', 'subject', subject)).toHaveLength(0)

      proxy.setMode('open')
      await expect
        .poll(async () => (await storedEntries('api::contact-message.contact-message', 'subject', subject)).length, {
          timeout: 60_000,
        })
        .toBe(1)
      await expect
        .poll(async () => (await storedEntries('api::job-application.job-application', 'email', email)).length, {
          timeout: 60_000,
        })
        .toBe(1)
      const [stored] = await storedEntries<{ file1: { download: string } }>(
        'api::job-application.job-application',
        'email',
        email,
      )
      const download = await fetch(new URL(stored?.file1.download ?? '', cms))
      const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
      expect(sha(Buffer.from(await download.arrayBuffer()))).toBe(sha(cv))
    } finally {
      await worker.stop()
      await proxy.close()
    }
  },
)
