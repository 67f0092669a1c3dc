// No server secret reaches a visitor: not in the built files, not in a rendered page or its headers.
//   STRAPI_URL=http://127.0.0.1:1338 node scripts/check/secrets.mjs
// The secrets are every value of the generated cms/.env (tokens, webhook and preview secrets, the CMS's own keys and
// the admin's password) and a read-only API token this script creates in the running CMS for the run (the site's
// STRAPI_READ_TOKEN, optional in development, so the check covers it too) and deletes afterwards.
// 1. Every file of the Node build (.output) and, when built, the Workers build (dist-edge) is searched for each.
// 2. A production server started with all of them set renders every page of the sitemap, the not-found and thank-you
//    pages, a draft in preview mode, and the refused answers of both forms; bodies and headers are searched the same way.
// A secret is looked for as written and URL-encoded. Exits 1 naming the secret's variable and where it was found.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { signPreviewLink } from '@origin/shared/preview-token'
import { adminSession, readCmsEnv } from '../../tests/cms-env.mjs'
import { siteServerEnv } from '../../tests/e2e/site-env.mjs'

const cms = (process.env.STRAPI_URL ?? 'http://127.0.0.1:1337').replace(/\/+$/, '')
const port = Number(process.env.SECRETS_SITE_PORT ?? 3213)
const site = `http://127.0.0.1:${port}`
const failures = []
const fail = (message) => {
  failures.push(message)
  console.log(`FAIL  ${message}`)
}

const env = readCmsEnv()

// ---- a read-only token, as an operator would create for STRAPI_READ_TOKEN ----
const adminJwt = await adminSession(cms)
const admin = (path, init = {}) =>
  fetch(`${cms}/admin${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${adminJwt}`, 'Content-Type': 'application/json' },
  })
const created = await (
  await admin('/api-tokens', {
    method: 'POST',
    body: JSON.stringify({ name: `secrets-check-${Date.now()}`, type: 'read-only', lifespan: null }),
  })
).json()
const readToken = created?.data?.accessKey
if (!readToken) throw new Error(`could not create a read-only API token: ${JSON.stringify(created)}`)

/** Each secret once, by the variable that holds it (APP_KEYS holds several). */
const secrets = new Map()
for (const [name, value] of Object.entries(env)) {
  if (name === 'ADMIN_EMAIL') continue
  for (const part of name === 'APP_KEYS' ? value.split(',') : [value]) if (part.length >= 8) secrets.set(part, name)
}
secrets.set(readToken, 'STRAPI_READ_TOKEN')
const needles = [...secrets].flatMap(([value, name]) => {
  const encoded = encodeURIComponent(value)
  return [
    { name, bytes: Buffer.from(value) },
    ...(encoded === value ? [] : [{ name: `${name} (URL-encoded)`, bytes: Buffer.from(encoded) }]),
  ]
})
const search = (where, content) => {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content)
  for (const needle of needles) if (buffer.includes(needle.bytes)) fail(`${needle.name} is in ${where}`)
}

let child
try {
  // ---- 1. built files ----
  const files = []
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry)
      if (statSync(path).isDirectory()) walk(path)
      else files.push(path)
    }
  }
  if (!existsSync('.output/public')) throw new Error('no build: run `npm run build` first')
  for (const dir of ['.output', 'dist-edge']) if (existsSync(dir)) walk(dir)
  for (const file of files) search(file, readFileSync(file))
  console.log(`Searched ${files.length} built files for ${secrets.size} secrets.`)

  // ---- 2. rendered answers ----
  child = spawn(process.execPath, ['.output/server/index.mjs'], {
    env: siteServerEnv(port, {
      STRAPI_URL: cms,
      STRAPI_READ_TOKEN: readToken,
      CMS_WRITE_TOKEN: env.CMS_WRITE_TOKEN,
      CMS_PREVIEW_TOKEN: env.CMS_PREVIEW_TOKEN,
      PREVIEW_SECRET: env.PREVIEW_SECRET,
      REVALIDATE_SECRET: env.REVALIDATE_SECRET,
    }),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let i = 0; ; i++) {
    const up = await fetch(`${site}/terms`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (i === 150) throw new Error('the site did not start')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const answers = []
  const get = async (path, init = {}, expected = [200]) => {
    const response = await fetch(site + path, { redirect: 'manual', ...init })
    const body = await response.text()
    // A page that failed to render proves nothing (with a token the CMS refused, every page would be a 503).
    if (!expected.includes(response.status)) fail(`${init.method ?? 'GET'} ${path} answered ${response.status}`)
    search(
      `${init.method ?? 'GET'} ${path}`,
      `${[...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${body}`,
    )
    answers.push(path)
    return { response, body }
  }
  const sitemap = await get('/sitemap.xml')
  await get('/robots.txt')
  const paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
  if (paths.length === 0) fail('the sitemap lists no pages')
  for (const path of [...new Set([...paths, '/thank-you', '/tusen-takk'])]) await get(path)
  await get('/no-such-page', {}, [404])
  // Preview mode: the draft reads go out with the preview token; the page that comes back must not carry it.
  const { response: entered } = await get(
    `/api/preview?token=${signPreviewLink(env.PREVIEW_SECRET, {
      path: '/blogs/freelancer-vs-agency',
      status: 'draft',
      // Any id: the page's read of its posts then asks for that document's draft with the preview token.
      document: { type: 'blogs', documentId: 'secrets-check', locale: 'en' },
    })}`,
    {},
    [302, 303, 307],
  )
  const cookie = (entered.headers.get('set-cookie') ?? '').split(';')[0]
  if (!cookie.startsWith('__origin_preview=')) fail('preview mode was not entered')
  await get('/blogs/freelancer-vs-agency', { headers: { cookie } })
  // The forms' refusals: the page again, with what was sent.
  await get(
    '/contact',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: site },
      body: 'firstName=&email=nope&subject=&message=',
    },
    [422],
  )
  const application = new FormData()
  application.set('name', 'Ada')
  application.set('email', 'nope')
  await get('/careers/frontend-developer', { method: 'POST', headers: { Origin: site }, body: application }, [422])
  console.log(`Searched ${answers.length} rendered answers (bodies and headers).`)
} finally {
  child?.kill()
  await admin(`/api-tokens/${created.data.id}`, { method: 'DELETE' })
}

if (failures.length > 0) {
  console.log(`\n${failures.length} problem(s): a server secret would reach visitors.`)
  process.exit(1)
}
console.log('No server secret in the built files or the rendered answers.')
