import { createHash } from 'node:crypto'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cmsEnv } from '../cms-env.mjs'
import { SPEC_SERVER_PORTS, strapiUrl } from '../ports'
import { type CmsProxy, type ProxyMode, startCmsProxy } from './cms-proxy'
import { expect, gotoHydrated, storedEntries, test } from './fixtures'
import { type SiteServer, startSite } from './servers'

/*
 * No lead lost while the CMS is down (decision 030). The site's own server talks to the suite's CMS
 * through a TCP proxy this spec opens and closes, so the CMS can be "stopped" and "started" without touching the
 * suite's: closed, it resets every connection at once (as a stopped process does); open, it forwards them; "refusing",
 * it hands them to a fake that answers every request 400 (a refusal the outbox must set aside, not retry).
 */

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n'),
  // Every byte value, twice: a CV must arrive byte for byte, multipart boundaries and line ends included.
  Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256)),
  Buffer.from('\r\n--\r\ntrailer<<>>\n%%EOF\n'),
])
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

let proxy: CmsProxy
const setMode = (mode: ProxyMode) => proxy.setMode(mode)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  proxy = await startCmsProxy(strapiUrl())
})

test.afterAll(async () => {
  await proxy?.close()
})

/** A site of its own, through the proxy, with an outbox in a fresh directory that retries every second or two. */
async function outboxSite(port: number, env: Record<string, string> = {}): Promise<{ site: SiteServer; dir: string }> {
  const dir = join(await mkdtemp(join(tmpdir(), 'origin-outbox-e2e-')), 'outbox')
  const site = await startSite(port, {
    STRAPI_URL: proxy.url,
    CMS_WRITE_TOKEN: cmsEnv('CMS_WRITE_TOKEN'),
    OUTBOX_DIR: dir,
    OUTBOX_RETRY_SECONDS: '1',
    FORM_RATE_LIMIT: '100',
    CMS_CACHE_SECONDS: '0',
    ...env,
  })
  return { site, dir }
}

const pending = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.json'))
const failed = async (dir: string) => (await readdir(join(dir, 'failed'))).filter((name) => name.endsWith('.json'))

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('statistics', 'false'))
})

test('with the CMS stopped, a message and an application with a CV are received, then stored once each when it is back', async ({
  page,
}) => {
  test.setTimeout(90_000)
  setMode('open')
  const { site, dir } = await outboxSite(SPEC_SERVER_PORTS.outbox)
  try {
    const stamp = Date.now()
    const email = `outbox.${stamp}@example.org`
    const subject = `Outbox ${stamp}`
    const words = `Kept while the CMS was away ${stamp}`
    const cvName = `cv-outbox-${stamp}.pdf`

    // The career page needs the CMS for its job; the CMS stops once the page is there.
    await gotoHydrated(page, `${site.url}/careers/frontend-developer`)
    setMode('closed')
    await page.getByLabel('Name', { exact: true }).fill('Ada')
    await page.getByLabel('Surname').fill('Lovelace')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Message').fill(words)
    await page.locator('input[name="file1"]').setInputFiles({ name: cvName, mimeType: 'application/pdf', buffer: PDF })
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByRole('heading', { name: 'Application sent' })).toBeVisible()

    await gotoHydrated(page, `${site.url}/contact`)
    await page.getByLabel('Name').fill('Ada')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Subject').fill(subject)
    await page.getByLabel('Message').fill(words)
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)

    // Two entries, each a body and its meta, readable by the server's user only.
    const names = (await readdir(dir)).filter((name) => name !== 'failed').sort()
    expect(names.filter((name) => name.endsWith('.json'))).toHaveLength(2)
    expect(names).toHaveLength(4)
    for (const name of names) expect((await stat(join(dir, name))).mode & 0o777, name).toBe(0o600)
    expect((await stat(dir)).mode & 0o777).toBe(0o700)
    expect(await storedEntries('api::contact-message.contact-message', 'subject', subject)).toHaveLength(0)

    setMode('open')
    await expect.poll(() => pending(dir), { timeout: 30_000 }).toEqual([])
    expect(await readdir(dir)).toEqual(['failed'])

    expect(await storedEntries('api::contact-message.contact-message', 'subject', subject)).toHaveLength(1)
    const applications = await storedEntries<{ file1: { download: string; name: string; size: number } }>(
      'api::job-application.job-application',
      'email',
      email,
    )
    expect(applications).toHaveLength(1)
    const cv = applications[0]?.file1
    expect(cv?.name).toBe(cvName)
    const download = await fetch(new URL(cv?.download ?? '', strapiUrl()))
    expect(download.status).toBe(200)
    expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(PDF))

    // What the visitors typed never reached the server's log; the keys and the outbox's own events did.
    // (The lines come through the server's stdout pipe, which may deliver them after the answer: polled.)
    await expect.poll(() => site.output()).toContain('"event":"outbox.delivered"')
    const said = site.output()
    for (const secret of [email, subject, words, cvName, 'Lovelace']) expect(said).not.toContain(secret)
    expect(said).toContain('"event":"outbox.kept"')
  } finally {
    await site.stop()
    await rm(join(dir, '..'), { recursive: true, force: true })
  }
})

test.describe('past its cap', () => {
  test.use({ expectedConsoleErrors: /\[contact\] message not sent/ })

  test('the outbox keeps nothing more: "could not be sent", and the text stays', async ({ page }) => {
    setMode('closed')
    const { site, dir } = await outboxSite(SPEC_SERVER_PORTS.outbox + 1, { OUTBOX_MAX_ENTRIES: '1' })
    try {
      for (const [index, expected] of [
        [1, 'sent'],
        [2, 'refused'],
      ] as const) {
        await gotoHydrated(page, `${site.url}/contact`)
        await page.getByLabel('Name').fill('Ada')
        await page.getByLabel('Email').fill('ada@example.org')
        await page.getByLabel('Subject').fill(`Cap ${index} ${Date.now()}`)
        await page.getByLabel('Message').fill(`Message number ${index}`)
        await page.getByRole('button', { name: 'Send message' }).click()
        if (expected === 'sent') await expect(page).toHaveURL(/\/thank-you$/)
        else {
          await expect(page.getByRole('status')).toHaveText('Failed to send message. Please try again.')
          await expect(page.getByLabel('Message')).toHaveValue(`Message number ${index}`)
        }
      }
      expect(await pending(dir)).toHaveLength(1)
      await expect.poll(() => site.output()).toContain('"event":"outbox.full"')
    } finally {
      await site.stop()
      await rm(join(dir, '..'), { recursive: true, force: true })
    }
  })
})

test('an entry the CMS refuses (4xx) is set aside in failed/, not retried and not lost', async ({ page }) => {
  setMode('closed')
  const { site, dir } = await outboxSite(SPEC_SERVER_PORTS.outbox + 2)
  try {
    await gotoHydrated(page, `${site.url}/contact`)
    await page.getByLabel('Name').fill('Ada')
    await page.getByLabel('Email').fill('ada@example.org')
    await page.getByLabel('Subject').fill(`Refused ${Date.now()}`)
    await page.getByLabel('Message').fill('The CMS will refuse this one.')
    await page.getByRole('button', { name: 'Send message' }).click()
    await expect(page).toHaveURL(/\/thank-you$/)
    expect(await pending(dir)).toHaveLength(1)
    setMode('refusing')
    await expect.poll(() => failed(dir), { timeout: 30_000 }).toHaveLength(1)
    expect(await pending(dir)).toEqual([])
    expect((await readdir(join(dir, 'failed'))).filter((name) => name.endsWith('.body'))).toHaveLength(1)
    await expect.poll(() => site.output()).toContain('"event":"outbox.failed"')
  } finally {
    await site.stop()
    await rm(join(dir, '..'), { recursive: true, force: true })
  }
})
