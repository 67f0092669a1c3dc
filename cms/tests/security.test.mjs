import assert from 'node:assert/strict'
import { statSync } from 'node:fs'
import { describe, test } from 'node:test'
import { CMS_URL } from './helpers.mjs'

/*
 * What an outside attack found (issue 17), answered from outside: cross-origin reads with credentials only for the
 * site's origin, no software banner, a favicon instead of a 500. The test CMS runs with the site's address in SITE_URL
 * (scripts/test.sh passes the same value here).
 */

const SITE_ORIGIN = new URL(process.env.SITE_URL || 'http://127.0.0.1:3210').origin

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

describe('CORS: only the site and the admin, never any origin with credentials', () => {
  for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1:9', `${SITE_ORIGIN}.evil.example`]) {
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

  test("the site's own origin is allowed, with credentials", async () => {
    const headers = await corsHeaders('/api/blogs?locale=en', SITE_ORIGIN, 'OPTIONS')
    assert.equal(headers.allowOrigin, SITE_ORIGIN)
    assert.equal(headers.credentials, 'true')
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
