import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from '@playwright/test'
import pg from 'pg'
import sharp from 'sharp'
import { chromiumLaunchOptions } from '../chromium.mjs'
import { adminSession, cmsEnv } from '../cms-env.mjs'
import { type SiteServer, startSite } from '../e2e/servers'

/*
 * Two CMS instances on one PostgreSQL database and one pair of buckets (decision 085): public media in the media bucket
 * through Strapi's S3 provider, CVs in the private bucket, on Ceph's S3 gateway (scripts/ceph-s3.sh).
 * Neither instance shares a folder with the other, so whatever one serves of the other's files came from the buckets.
 * Run by scripts/cms-postgres.sh, which starts the server and both instances, never on its own.
 */

const need = (name: string) => {
  const value = process.env[name]
  if (!value) throw new Error(`Run through scripts/cms-postgres.sh: ${name} is not set`)
  return value
}
const cmsA = need('S3_CMS_A_URL')
const cmsB = need('S3_CMS_B_URL')
const dirB = need('S3_CMS_B_DIR')
const dirs = [need('S3_CMS_A_DIR'), dirB]
const database = need('S3_CMS_DATABASE_URL')
const endpoint = need('S3_ENDPOINT')
const mediaUrl = need('S3_PUBLIC_URL')
const privateBucket = need('S3_PRIVATE_BUCKET')
const sitePort = Number(process.env.SCALE_PORT ?? 3250) + 5

const run = promisify(execFile)
// Playwright runs from the repository's root (scripts/cms-postgres.sh).
const root = process.cwd()

/** The private bucket's keys, listed with the CMS's credentials (the SDK is the CMS's package). */
async function privateKeys(): Promise<string[]> {
  const { stdout } = await run(process.execPath, ['cms/tests/s3-buckets.mjs', 'list', privateBucket], { cwd: root })
  return JSON.parse(stdout)
}

/** One of the CMS's data commands (docs/operations.md) with instance B's configuration, as an operator runs it there. */
async function dataCommand(...args: string[]): Promise<string> {
  const env = {
    ...process.env,
    DATABASE_CLIENT: 'postgres',
    DATABASE_URL: database,
    PRIVATE_UPLOADS_DIR: path.join(dirB, 'private'),
    PUBLIC_DIR: path.join(dirB, 'public'),
  }
  const { stdout } = await run('bash', ['cms/scripts/data.sh', ...args], { cwd: root, env })
  return stdout
}

async function admin(cms: string, pathname: string, init: RequestInit = {}) {
  const token = await adminSession(cms)
  const response = await fetch(`${cms}${pathname}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(init.body instanceof FormData ? {} : { 'Content-Type': 'application/json' }),
      ...init.headers,
    },
  })
  const body = await response.json().catch(() => null)
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${pathname} on ${cms}: ${response.status} ${JSON.stringify(body)}`)
  return body
}

/** A picture with enough detail that each responsive size and each AVIF copy is made (AVIF only where it is smaller). */
async function picture(): Promise<Buffer> {
  const width = 1200
  const height = 800
  const pixels = Buffer.alloc(width * height * 3)
  const seed = Date.now() % 255
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width
    const y = Math.floor(i / 3 / width)
    pixels[i] = (x + seed) % 256
    pixels[i + 1] = (y * 2) % 256
    pixels[i + 2] = (x ^ y) % 256
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

let uniqueCount = 0
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${++uniqueCount}`

/** A small valid PDF whose bytes only this application has. */
const pdf = (marker: string) => Buffer.from(`%PDF-1.4\n% ${marker}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`)

/** An application sent to a CMS as the site's server sends it; its CV's bytes. */
async function apply(cms: string, email: string): Promise<Buffer> {
  const cv = pdf(unique('cv'))
  const form = new FormData()
  for (const [key, value] of Object.entries({ name: 'Bucket', surname: 'Applicant', email, message: 'Two instances.' }))
    form.append(key, value)
  form.append('file1', new File([cv], 'cv.pdf', { type: 'application/pdf' }))
  const response = await fetch(`${cms}/api/job-application`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${cmsEnv('CMS_WRITE_TOKEN')}` },
    body: form,
  })
  expect(response.status, await response.text()).toBe(201)
  return cv
}

type StoredFile = { key: string; download: string }
async function applicationOn(cms: string, email: string): Promise<{ documentId: string; file1: StoredFile }> {
  const body = await admin(
    cms,
    `/content-manager/collection-types/api::job-application.job-application?filters[email][$eq]=${encodeURIComponent(email)}`,
  )
  expect(body.results).toHaveLength(1)
  return body.results[0]
}

const running: SiteServer[] = []
test.afterAll(async () => {
  await Promise.all(running.splice(0).map((site) => site.stop()))
})

test('an image uploaded through instance A is in the bucket, every size and AVIF copy with it, and a page rendered from instance B shows it', async () => {
  const bytes = await picture()
  const form = new FormData()
  form.append('files', new File([new Uint8Array(bytes)], `${unique('bucket-picture')}.png`, { type: 'image/png' }))
  const [file] = await admin(cmsA, '/upload', { method: 'POST', body: form })
  const urls: string[] = [file.url, ...Object.values<{ url: string }>(file.formats).map((format) => format.url)]
  // The original, Strapi's sizes and the AVIF copies beside them (decision 029), all at the bucket's address.
  expect(Object.keys(file.formats)).toEqual(
    expect.arrayContaining(['small', 'medium', 'large', 'small_avif', 'full_avif']),
  )
  for (const url of urls) {
    expect(url.startsWith(`${mediaUrl}/`), url).toBe(true)
    const response = await fetch(url)
    expect(response.status, url).toBe(200)
    expect(response.headers.get('content-type'), url).toMatch(/^image\/(png|avif)$/)
    // On neither instance's disk: a second instance would have answered 404 for it.
    const name = path.posix.basename(new URL(url).pathname)
    for (const dir of dirs) expect(existsSync(path.join(dir, 'public', 'uploads', name)), name).toBe(false)
  }
  // The original as Strapi keeps it (optimised, so not byte for byte what was sent): the same picture, PNG.
  const original = await sharp(Buffer.from(await (await fetch(file.url)).arrayBuffer())).metadata()
  expect([original.format, original.width, original.height]).toEqual(['png', 1200, 800])

  // An editor on A makes it a project's hero picture and publishes.
  const project = '/content-manager/collection-types/api::project.project'
  const { results } = await admin(cmsA, `${project}?locale=en&filters[slug][$eq]=kode-labs`)
  const document = `${project}/${results[0].documentId}`
  await admin(cmsA, `${document}?locale=en`, { method: 'PUT', body: JSON.stringify({ HeroImage: file.id }) })
  await admin(cmsA, `${document}/actions/publish?locale=en`, { method: 'POST', body: '{}' })

  // A site instance that reads from B renders it, and its policy lets browsers load it from the bucket.
  const site = await startSite(sitePort, { STRAPI_URL: cmsB, STRAPI_MEDIA_URL: mediaUrl })
  running.push(site)
  const page = await fetch(`${site.url}/projects/kode-labs`)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain(file.url)
  expect(html).toContain(file.formats.small_avif.url)
  const policy = page.headers.get('content-security-policy') ?? ''
  expect(/img-src ([^;]*)/.exec(policy)?.[1]?.split(' ')).toContain(new URL(mediaUrl).origin)

  // And the admin panel of either instance may show it: its policy names the bucket for pictures and video.
  for (const cms of [cmsA, cmsB]) {
    const adminPolicy = (await fetch(`${cms}/admin`)).headers.get('content-security-policy') ?? ''
    for (const directive of ['img-src', 'media-src'])
      expect(new RegExp(`${directive} ([^;]*)`).exec(adminPolicy)?.[1]?.split(' '), directive).toContain(
        new URL(mediaUrl).origin,
      )
  }
})

// Debian's Chromium, as every browser test here (tests/chromium.mjs), for the one test that looks at the admin panel.
test.use({ launchOptions: chromiumLaunchOptions })

test("the admin panel of instance B shows the bucket's pictures in its media library", async ({ page }) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to load/i.test(message.text())) refused.push(message.text())
  })
  await page.goto(`${cmsB}/admin/auth/login`)
  await page.locator('input[name="email"]').fill(cmsEnv('ADMIN_EMAIL'))
  await page.locator('input[name="password"]').fill(cmsEnv('ADMIN_PASSWORD'))
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => !url.pathname.includes('/auth/'))
  await page.goto(`${cmsB}/admin/plugins/upload`)
  // The library's previews are the bucket's files, loaded by the browser from the bucket's address.
  await expect
    .poll(
      () =>
        page.evaluate(
          (prefix) =>
            [...document.images].filter(
              (image) => image.src.startsWith(prefix) && image.complete && image.naturalWidth > 0,
            ).length,
          `${mediaUrl}/`,
        ),
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0)
  expect(refused).toEqual([])
})

test('an application posted to instance A is opened by an admin signed in on instance B, through a presigned download of five minutes', async () => {
  const email = `${unique('two-instances')}@example.org`
  const cv = await apply(cmsA, email)
  const { file1 } = await applicationOn(cmsB, email)
  expect(await privateKeys()).toContain(file1.key)
  for (const dir of dirs) expect(existsSync(path.join(dir, 'private', file1.key))).toBe(false)

  // B's signed link (B's own address) answers with a redirect to the private bucket, signed for five minutes.
  expect(new URL(file1.download).origin).toBe(cmsB)
  const answer = await fetch(file1.download, { redirect: 'manual' })
  expect(answer.status).toBe(303)
  expect(answer.headers.get('cache-control')).toBe('private, no-store')
  const presigned = new URL(answer.headers.get('location') ?? '')
  expect(`${presigned.origin}${presigned.pathname}`).toBe(`${endpoint}/${privateBucket}/${file1.key}`)
  expect(presigned.searchParams.get('X-Amz-Expires')).toBe('300')
  const download = await fetch(presigned)
  expect(download.status).toBe(200)
  expect(download.headers.get('content-disposition')).toBe('attachment; filename="application.pdf"')
  expect(download.headers.get('content-type')).toBe('application/pdf')
  expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true)
})

test("nobody reaches a CV without the admin's signed link, with or without the bucket's address", async () => {
  const email = `${unique('anonymous')}@example.org`
  await apply(cmsA, email)
  const { file1 } = await applicationOn(cmsA, email)
  const refused = [
    // The bucket's own address: the object, the bucket's listing, and the object under the media bucket.
    `${endpoint}/${privateBucket}/${file1.key}`,
    `${endpoint}/${privateBucket}?list-type=2`,
    `${mediaUrl}/${file1.key}`,
    // The CMS's addresses without a valid signature, on either instance.
    `${cmsA}/api/application-files/${file1.key}`,
    `${cmsB}/api/application-files/${file1.key}?expires=9999999999&signature=forged`,
    `${cmsB}/uploads/${file1.key}`,
  ]
  for (const url of refused) {
    const response = await fetch(url, { redirect: 'manual' })
    expect([403, 404], `${url} answered ${response.status}`).toContain(response.status)
  }
  // A presigned address with its expiry moved is no longer the one that was signed.
  const location = (await fetch(file1.download, { redirect: 'manual' })).headers.get('location') ?? ''
  const stretched = new URL(location)
  stretched.searchParams.set('X-Amz-Expires', '86400')
  expect((await fetch(stretched)).status).toBe(403)
  expect((await fetch(location)).status).toBe(200)
})

test("an export reads the CVs from the bucket; erasure, retention and an admin's deletion take them out", async () => {
  const erased = `${unique('erased')}@example.org`
  const expired = `${unique('expired')}@example.org`
  const deleted = `${unique('deleted')}@example.org`
  for (const email of [erased, expired, deleted]) await apply(cmsA, email)
  const keys = {
    erased: (await applicationOn(cmsB, erased)).file1.key,
    expired: (await applicationOn(cmsB, expired)).file1.key,
    deleted: (await applicationOn(cmsB, deleted)).file1.key,
  }
  expect(await privateKeys()).toEqual(expect.arrayContaining(Object.values(keys)))

  // A person asks for their data, then to be erased: the commands run beside instance B read and delete the bucket's.
  const archive = path.join(dirB, `export-${unique('data')}.tar.gz`)
  expect(await dataCommand('export', erased, archive)).toContain('1 job application and 1 file')
  expect(existsSync(archive)).toBe(true)
  expect(await dataCommand('erase', erased, '--yes')).toContain('1 job application and 1 file')
  expect(await privateKeys()).not.toContain(keys.erased)

  // Retention: an application sent 400 days ago (its row dated back) goes with its file.
  const client = new pg.Client({ connectionString: database })
  await client.connect()
  try {
    await client.query(`UPDATE job_applications SET created_at = now() - interval '400 days' WHERE email = $1`, [
      expired,
    ])
  } finally {
    await client.end()
  }
  await dataCommand('retention')
  expect(await privateKeys()).not.toContain(keys.expired)

  // An admin deletes an application in the panel of instance B.
  const { documentId } = await applicationOn(cmsB, deleted)
  await admin(cmsB, `/content-manager/collection-types/api::job-application.job-application/${documentId}`, {
    method: 'DELETE',
  })
  expect(await privateKeys()).not.toContain(keys.deleted)
})
