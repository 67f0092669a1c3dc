import assert from 'node:assert/strict'
import { statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, test } from 'node:test'
import { CMS_URL } from './helpers.mjs'

/*
 * What outside attacks found (issues 17 and 27), answered from outside: cross-origin reads with credentials only for
 * the admin's own origin (not the site's), no software banner, a favicon instead of a 500. The test CMS runs with the site's address in SITE_URL (scripts/test.sh passes the same value
 * here), and with its own public address in PUBLIC_URL when the caller sets one (then pass it here too).
 */

const SITE_ORIGIN = new URL(process.env.SITE_URL || 'http://127.0.0.1:3210').origin
const ADMIN_ORIGIN = process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).origin : null
// The CMS's compiled server code (cms/scripts/setup.sh builds it before any CMS starts): its pure rules, tested alone.
const compiled = createRequire(import.meta.url)
const { corsOrigins } = compiled('../dist/src/site.js')

async function corsHeaders(path, origin, method = 'GET') {
  const response = await fetch(`${CMS_URL}${path}`, {
    method,
    headers: {
      Origin: origin,
      ...(method === 'OPTIONS' ? { 'Access-Control-Request-Method': 'GET' } : {}),
    },
  })
  await response.arrayBuffer()
  return {
    allowOrigin: response.headers.get('access-control-allow-origin'),
    credentials: response.headers.get('access-control-allow-credentials'),
  }
}

describe("CORS: only the admin's own origin, never the site's or any other with credentials", () => {
  // The site's browser code never calls the CMS (its server reads it; media load by <img> and <video>, which need no
  // CORS): credentialed CORS for its origin would let any script that ever ran on the site take an editor's token.
  for (const origin of [
    SITE_ORIGIN,
    'https://evil.example',
    'null',
    'http://127.0.0.1:9',
    `${SITE_ORIGIN}.evil.example`,
  ]) {
    test(`${origin} gets no CORS headers, on the API and the admin's token route`, async () => {
      for (const [path, method] of [
        ['/api/blogs?locale=en', 'GET'],
        ['/api/blogs?locale=en', 'OPTIONS'],
        ['/admin/access-token', 'OPTIONS'],
        ['/admin/access-token', 'POST'],
      ]) {
        const headers = await corsHeaders(path, origin, method)
        assert.equal(headers.allowOrigin, null, `${method} ${path}`)
        assert.equal(headers.credentials, null, `${method} ${path}`)
      }
    })
  }

  test("the admin's own origin (PUBLIC_URL) is allowed, with credentials", {
    skip: ADMIN_ORIGIN ? false : 'PUBLIC_URL not given: the admin is served same-origin and needs no CORS',
  }, async () => {
    for (const [path, method] of [
      ['/admin/access-token', 'OPTIONS'],
      ['/api/blogs?locale=en', 'OPTIONS'],
    ]) {
      const headers = await corsHeaders(path, ADMIN_ORIGIN, method)
      assert.equal(headers.allowOrigin, ADMIN_ORIGIN, `${method} ${path}`)
      assert.equal(headers.credentials, 'true', `${method} ${path}`)
    }
  })

  test("the allowed origins: PUBLIC_URL's and CORS_ORIGINS', never the site's, never widened", () => {
    assert.deepEqual(corsOrigins('', 'https://cms.example/admin'), ['https://cms.example'])
    assert.deepEqual(corsOrigins('', ''), [])
    assert.deepEqual(corsOrigins('https://a.example, *, null, not a url', 'https://cms.example'), [
      'https://cms.example',
      'https://a.example',
    ])
    assert.ok(!corsOrigins('', 'https://cms.example').includes(SITE_ORIGIN))
  })
})

describe('small things an attacker reads', () => {
  test('no X-Powered-By header names the software', async () => {
    const response = await fetch(`${CMS_URL}/api/blogs?locale=en`)
    await response.arrayBuffer()
    assert.equal(response.headers.get('x-powered-by'), null)
  })

  test('/favicon.ico answers the icon, not a 500', async () => {
    const response = await fetch(`${CMS_URL}/favicon.ico`)
    const body = new Uint8Array(await response.arrayBuffer())
    assert.equal(response.status, 200)
    // A PNG's signature: the file itself, not an error page.
    assert.deepEqual([...body.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47])
  })
})

describe('files only the CMS user reads', () => {
  // scripts/test.sh passes the test instance's paths; run by hand without them, there is nothing to look at.
  const database = process.env.CMS_DATABASE_FILENAME
  const privateDir = process.env.CMS_PRIVATE_UPLOADS_DIR
  const onPostgres = process.env.CMS_DATABASE_CLIENT === 'postgres'
  test('the private uploads folder is 0700', { skip: !privateDir }, () => {
    assert.equal((statSync(privateDir).mode & 0o777).toString(8), '700')
  })
  // On PostgreSQL (scripts/cms-postgres.sh) there is no database file: the server keeps its data.
  test('the SQLite file is 0600', { skip: onPostgres ? 'the CMS runs on PostgreSQL' : !database }, () => {
    assert.equal((statSync(database).mode & 0o777).toString(8), '600')
  })
})
