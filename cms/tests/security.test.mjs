import assert from 'node:assert/strict'
import { statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, test } from 'node:test'
import { admin, CMS_URL, get, postJson, SITE_SECRETS, WRITE_TOKEN } from './helpers.mjs'

/*
 * What outside attacks found, answered from outside: cross-origin reads with credentials only for
 * the admin's own origin (not the site's), no software banner, a favicon instead of a 500, anonymous reads no deeper
 * than the site's own. The test CMS runs with the site's address in SITE_URL (scripts/test.sh passes the same value
 * here), and with its own public address in PUBLIC_URL when the caller sets one (then pass it here too).
 */

const SITE_ORIGIN = new URL(process.env.SITE_URL || 'http://127.0.0.1:3210').origin
const ADMIN_ORIGIN = process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).origin : null
// The CMS's compiled server code (cms/scripts/setup.sh builds it before any CMS starts): its pure rules, tested alone.
const compiled = createRequire(import.meta.url)
const { corsOrigins } = compiled('../dist/src/site-link.js')
const { isBoundedPopulate, queryProblem } = compiled('../dist/src/middlewares/bounded-query.js')
const { depthGauge, MAX_JSON_DEPTH } = compiled('../dist/src/middlewares/bounded-json.js')
const { ALLOWANCE, anonymousAdminRoute, bodyFits } = compiled('../dist/src/middlewares/anonymous-admin.js')

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

/** A query object as the site's server sends it (qs.stringify with encodeValuesOnly, app/content/strapi.server.ts). */
function toQuery(value, prefix = '') {
  if (Array.isArray(value)) return value.flatMap((item, index) => toQuery(item, `${prefix}[${index}]`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => toQuery(item, prefix ? `${prefix}[${key}]` : key))
  }
  return [`${prefix}=${encodeURIComponent(String(value))}`]
}
const siteRead = (api, query) => `/api/${api}?${toQuery(query).join('&')}`

/** Nests `leaf` `levels` objects deep under alternating keys: { a: { b: { a: … leaf } } }. */
function nested(levels, keys, leaf) {
  let value = leaf
  for (let level = levels - 1; level >= 0; level--) value = { [keys[level % keys.length]]: value }
  return value
}

describe('anonymous reads no deeper or wider than the site asks', () => {
  // The report: 2.5 MB for one anonymous GET; three levels deeper 123 MB and Strapi at 1.6 GB.
  const reported =
    '/api/projects?locale=*&pagination[pageSize]=100&populate[categories][populate][projects][populate]=*'
  const tooDeep = (documentId) => [
    reported,
    '/api/projects?locale=en&pagination[pageSize]=1&populate[categories][populate][projects][populate][categories][populate][projects][populate]=*',
    '/api/projects?locale=en&pagination[pageSize]=1&populate=categories.projects.categories',
    '/api/projects?locale=en&pagination[pageSize]=1&populate[0]=HeroImage&populate[1]=categories.projects',
    '/api/projects?locale=en&pagination[pageSize]=1&populate[categories.projects]=true',
    '/api/categories?locale=en&populate[projects][populate]=*',
    '/api/categories?locale=en&populate[projects][populate][categories][fields][0]=Category',
    '/api/categories?locale=en&populate[projects][count]=true',
    '/api/categories?locale=en&populate[projects][pageSize]=100',
    '/api/blogs?locale=en&populate[BlogCategory][on][api::blog-category.blog-category]=true',
    `/api/projects?locale=en&pagination[pageSize]=1&${Array.from({ length: 17 }, (_, i) => `populate[Field${i}]=true`).join('&')}`,
    '/api/projects?locale=en&filters[categories][projects][categories][projects][categories][projects][slug][$eq]=kode-labs',
    '/api/projects?locale=en&filters[$or][0][$or][0][$or][0][slug][$eq]=kode-labs',
    '/api/categories?locale=en&populate[projects][filters][categories][projects][categories][projects][categories][slug][$eq]=kode-labs',
    '/api/blogs?locale=en&populate[BlogCategory]=*',
    '/api/projects?locale=en&pagination[pageSize]=1&sort=categories.projects.slug:asc',
    '/api/projects?locale=en&pagination[pageSize]=1&sort[0]=id:desc&sort[1]=categories.Category:asc',
    '/api/projects?locale=en&pagination[pageSize]=1&sort[categories][Category]=asc',
    '/api/categories?locale=en&populate[projects][sort]=categories.Category:asc',
    `/api/projects?locale=en&pagination[pageSize]=1&${[1, 2, 3, 4, 5].map((id, i) => `filters[$or][${i}][categories]=${id}`).join('&')}`,
    '/api/categories?locale=en&filters[projects][categories][projects][slug][$eq]=kode-labs&populate[projects][filters][locale][$eq]=en',
    `/api/projects/${documentId}?locale=en&populate[categories][populate][projects]=*`,
  ]

  async function projectId() {
    const { body } = await get('/api/projects?locale=en&filters[slug][$eq]=kode-labs&fields[0]=slug')
    return body.data[0].documentId
  }

  async function refused(path, headers, statuses) {
    const response = await fetch(`${CMS_URL}${path}`, { headers })
    const text = await response.text()
    assert.ok(statuses.includes(response.status), `${response.status} (${text.length} bytes) for ${path}`)
    const body = JSON.parse(text)
    assert.equal(body.data, null, path)
    if (response.status === 400) {
      assert.equal(body.error.status, 400, path)
      assert.equal(body.error.name, 'ValidationError', path)
      assert.match(body.error.message, /^(populate|filters|sort) /, path)
    }
    // The answer names the rule, never the query it refuses.
    for (const echoed of ['categor', 'projects', 'kode-labs', 'Field', '$eq', 'api::']) {
      assert.ok(!text.includes(echoed), `${path} echoes ${echoed}`)
    }
  }

  test('populate beyond one relation level or 16 names, filters over 6 levels or 4 names, sort through relations: 400', async () => {
    for (const path of tooDeep(await projectId())) await refused(path, {}, [400])
  })

  test('a made-up or malformed token is no API token: the same queries are refused', async () => {
    const paths = tooDeep(await projectId())
    // Strapi answers 401 to an unknown bearer token; a header that is not one falls back to the public role.
    const madeUp = { Authorization: `Bearer made-up-${Date.now()}-${'x'.repeat(40)}` }
    for (const path of paths) await refused(path, madeUp, [400, 401])
    for (const authorization of ['Bearer a b', 'Basic Zm9vOmJhcg==']) {
      for (const path of paths) await refused(path, { Authorization: authorization }, [400])
    }
  })

  test('a real content-API token (the preview token) is not bound by the rule', {
    skip: SITE_SECRETS.previewToken ? false : 'no CMS_PREVIEW_TOKEN',
  }, async () => {
    const path =
      '/api/projects?locale=en&filters[slug][$eq]=kode-labs&populate[categories][populate][projects][fields][0]=slug'
    const { status, body } = await get(path, { Authorization: `Bearer ${SITE_SECRETS.previewToken}` })
    assert.equal(status, 200)
    assert.ok(body.data[0].categories[0].projects.length >= 1)
  })

  test('every read the site sends still answers 200 with data (app/content/*.functions.ts, creative-lab.server.ts)', async () => {
    const blogPopulate = {
      MainImage: true,
      ThumbnailImage: true,
      BlogCategory: true,
      localizations: { fields: ['slug', 'locale'] },
    }
    const projectCardPopulate = {
      Tags: true,
      ThumbnailImage: true,
      HeroImage: true,
      categories: { fields: ['Category'] },
    }
    const projectPopulate = {
      ...projectCardPopulate,
      ProjectStatus: true,
      FirstSectionImage: true,
      Statistics: true,
      SecondSectionImages: true,
      ProjectFeatures: true,
      ImageSlider: true,
      ThirdSectionImages: true,
      localizations: { fields: ['slug', 'locale'] },
    }
    const jobPopulate = { localizations: { fields: ['slug', 'locale'] } }
    const logos = await get(
      siteRead('origin3-logos', { populate: { LogoImage: true }, locale: 'en', sort: ['id:asc'] }),
    )
    const logoId = logos.body.data[0].documentId
    const reads = [
      siteRead('blogs', {
        populate: blogPopulate,
        sort: ['publishedAt:desc'],
        locale: 'en',
        pagination: { pageSize: 100 },
      }),
      siteRead('blogs', {
        populate: blogPopulate,
        filters: { slug: { $eq: 'frilanser-eller-byra' } },
        locale: 'nb-NO',
      }),
      siteRead('projects', {
        populate: projectCardPopulate,
        filters: { categories: { Category: { $eq: 'Branding' } } },
        sort: ['id:desc'],
        locale: 'en',
        pagination: { page: 1, pageSize: 6 },
      }),
      siteRead('projects', {
        populate: projectCardPopulate,
        sort: ['id:desc'],
        locale: 'nb-NO',
        pagination: { pageSize: 100 },
      }),
      siteRead('projects', { populate: projectPopulate, filters: { slug: { $eq: 'kode-labs' } }, locale: 'en' }),
      siteRead('categories', {
        populate: { projects: { fields: ['id'], filters: { locale: { $eq: 'nb-NO' } } } },
        locale: 'nb-NO',
        sort: ['Category:asc'],
      }),
      siteRead('job-openings', {
        populate: jobPopulate,
        locale: 'en',
        sort: ['publishedAt:desc'],
        pagination: { pageSize: 100 },
      }),
      siteRead('job-openings', {
        populate: jobPopulate,
        filters: { slug: { $eq: 'frontend-utvikler' } },
        locale: 'nb-NO',
      }),
      ...[
        ['blogs', 'freelancer-vs-agency'],
        ['projects', 'kode-labs-nor'],
        ['job-openings', 'frontend-utvikler'],
      ].map(([api, slug]) =>
        siteRead(api, {
          locale: '*',
          filters: { slug: { $eq: slug } },
          fields: ['slug', 'locale'],
          populate: { localizations: { fields: ['slug', 'locale'] } },
        }),
      ),
      siteRead('origin3-logos', {
        filters: { documentId: { $eq: logoId } },
        populate: { LogoImage: true },
        locale: 'en',
      }),
      siteRead('creative-files', {
        populate: { Thumbnail: true, FileCategory: true, File: true, PhoneFile: true },
        sort: ['id:desc'],
        locale: 'nb-NO',
        filters: { FileCategory: { Category: { $eq: 'Bakgrunnsbilder' } } },
      }),
      siteRead('file-categories', { locale: 'en', sort: ['id:asc'] }),
      ...['projects', 'blogs', 'job-openings'].map((api) =>
        siteRead(api, {
          fields: ['slug', 'updatedAt'],
          locale: 'en',
          sort: ['id:asc'],
          pagination: { page: 1, pageSize: 100 },
        }),
      ),
      // product.md section 7's literal shapes (reads.test.mjs reads them in full).
      '/api/projects?populate=*&locale=en&pagination[pageSize]=6',
      '/api/categories?populate[projects][filters][locale][$eq]=en',
      '/api/blogs?locale=en&populate[MainImage]=true&populate[BlogCategory]=true',
    ]
    for (const path of reads) {
      const { status, body } = await get(path)
      assert.equal(status, 200, `${path}: ${JSON.stringify(body).slice(0, 300)}`)
      assert.ok(Array.isArray(body.data) && body.data.length > 0, path)
    }
    const project = (await get(reads[4])).body.data[0]
    assert.ok(project.categories.length >= 1 && project.categories[0].Category && project.localizations.length === 1)
  })

  test('the rule alone: which populate and filters pass', () => {
    const accepted = [
      undefined,
      '*',
      'HeroImage',
      'HeroImage,categories',
      ['HeroImage', 'categories'],
      { MainImage: 'true' },
      { MainImage: true, BlogCategory: 'true' },
      { categories: { fields: ['Category'] } },
      { projects: { fields: ['id'], filters: { locale: { $eq: 'en' } } } },
      { localizations: { fields: 'slug,locale', sort: ['slug:asc', 'id:DESC'] } },
      Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`Field${i}`, 'true'])),
    ]
    for (const populate of accepted) assert.equal(isBoundedPopulate(populate), true, JSON.stringify(populate))
    const refusedShapes = [
      '',
      'categories.projects',
      'HeroImage,categories.projects',
      ['categories.projects'],
      '*,categories',
      { 'categories.projects': true },
      { categories: { populate: '*' } },
      { categories: { populate: { projects: true } } },
      { categories: { fields: ['Category'], populate: 'projects' } },
      { categories: { count: 'true' } },
      { categories: { on: {} } },
      { categories: { pageSize: '100' } },
      { categories: 'false' },
      { categories: '*' },
      { categories: { fields: ['projects.slug'] } },
      Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`Field${i}`, 'true'])),
      42,
      null,
    ]
    for (const populate of refusedShapes) assert.equal(isBoundedPopulate(populate), false, JSON.stringify(populate))
    // Filters: depth counts objects and arrays, names count fields and relations wherever they are (not operators).
    const siteFilters = { categories: { Category: { $eq: 'Branding' } } }
    assert.equal(queryProblem({ populate: '*', filters: siteFilters, sort: ['id:desc'] }), null)
    assert.equal(
      queryProblem({
        populate: { projects: { fields: ['id'], filters: { locale: { $eq: 'en' } } } },
        filters: siteFilters,
      }),
      null,
    )
    assert.equal(
      queryProblem({ filters: { $or: [{ slug: { $in: ['a', 'b'] } }, { $not: { slug: { $eq: 'c' } } }] } }),
      null,
    )
    assert.equal(queryProblem({ filters: nested(4, ['a', 'b'], { $eq: 'x' }) }), null)
    assert.match(queryProblem({ filters: nested(5, ['a', 'b'], { $eq: 'x' }) }), /^filters /)
    assert.match(
      queryProblem({ filters: { $or: [1, 2, 3, 4, 5].map((id) => ({ categories: String(id) })) } }),
      /^filters /,
    )
    assert.match(queryProblem({ filters: { $or: [{ $or: [{ $or: [{ $eq: 'x' }] }] }] } }), /^filters /)
    assert.match(
      queryProblem({ filters: siteFilters, populate: { a: { filters: { b: { c: { d: { $eq: 'x' } } } } } } }),
      /^filters /,
    )
    assert.equal(queryProblem({ filters: siteFilters, populate: { a: { filters: { b: { c: { $eq: 'x' } } } } } }), null)
    assert.match(queryProblem({ populate: { a: { filters: nested(7, ['$and', '$or'], 'x') } } }), /^filters /)
    // Sort: the type's own fields only, top level and in a populate.
    assert.equal(queryProblem({ sort: ['publishedAt:desc'], populate: { a: { sort: 'Category:asc,id:DESC' } } }), null)
    for (const sort of ['categories.Category:asc', ['id:asc', 'categories.Category'], { Category: 'asc' }, 'id:up']) {
      assert.match(queryProblem({ sort }), /^sort /, JSON.stringify(sort))
      assert.match(queryProblem({ populate: { a: { sort } } }), /^sort /, JSON.stringify(sort))
    }
    assert.match(queryProblem({ populate: { a: { populate: '*' } } }), /^populate /)
  })
})

/** `levels` objects deep as JSON text, `{"a":{"a":…1…}}`, without building the value. */
const deepJson = (levels, key = 'a') => `${`{"${key}":`.repeat(levels)}1${'}'.repeat(levels)}`

/** A POST of a raw body; the answer's status, text and headers. */
async function postRaw(path, body, headers = {}) {
  const response = await fetch(`${CMS_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
    // A stream is sent chunked, with no length announced.
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  })
  return { status: response.status, text: await response.text(), headers: response.headers }
}

/** A refusal as every refusal of the CMS is: short, its own JSON error, not kept by caches, the security headers. */
function assertRefusal(answer, status, label) {
  assert.equal(answer.status, status, `${label}: ${answer.status} ${answer.text.slice(0, 200)}`)
  assert.ok(answer.text.length < 1024, `${label}: ${answer.text.length} bytes answered`)
  assert.equal(JSON.parse(answer.text).error.status, status, label)
  assert.equal(answer.headers.get('cache-control'), 'no-store', label)
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', label)
  assert.ok(answer.headers.get('content-security-policy'), label)
}

describe("the admin's anonymous routes: small JSON of their forms' fields, nothing echoed, counted per address", () => {
  // Issue 63: 10 KB of {"a":{"a":…}} to these answered 4 MB, the rejected value printed back, indented.
  const routes = ['/admin/register-admin', '/admin/register', '/admin/reset-password', '/admin/forgot-password']
  const all = [...routes, '/admin/login']
  const fields = {
    '/admin/register-admin': 'email',
    '/admin/register': 'registrationToken',
    '/admin/reset-password': 'resetPasswordToken',
    '/admin/forgot-password': 'email',
    '/admin/login': 'email',
  }

  test('10 KB of nested JSON answers a short refusal, never the value (also in capitals, with a trailing slash)', async () => {
    const tenKb = deepJson(1700)
    for (const path of [...all, '/ADMIN/Forgot-Password/']) {
      const field = fields[path] ?? 'email'
      const answer = await postRaw(path, `{"${field}":${tenKb}}`)
      assertRefusal(answer, answer.status === 413 ? 413 : 400, path)
      assert.ok(!answer.text.includes('"a"'), `${path} echoes the body`)
    }
  })

  test('a body 40 deep is 400, a value that is not text 400 without it, past the forms’ size 413, never a 500', async () => {
    for (const path of all) {
      const field = fields[path]
      const deep = await postRaw(path, `{"${field}":${deepJson(40, 'deepKey')}}`)
      assertRefusal(deep, 400, `${path} 40 deep`)
      assert.ok(!deep.text.includes('deepKey'), `${path} echoes the body`)
      const shallow = await postRaw(path, JSON.stringify({ [field]: { echoedKey: ['echoed value'] } }))
      assertRefusal(shallow, 400, `${path} an object for ${field}`)
      assert.ok(!/echoed/.test(shallow.text), `${path} echoes the body`)
      const large = await postRaw(path, JSON.stringify({ [field]: `${'x'.repeat(8 * 1024)}@example.org` }))
      assertRefusal(large, 413, `${path} 8 KB`)
      const chunked = await postRaw(
        path,
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`{"${field}":"${'y'.repeat(64 * 1024)}"}`))
            controller.close()
          },
        }),
        {},
      ).catch((error) => ({ status: 0, text: String(error), headers: new Headers() }))
      assertRefusal(chunked, 413, `${path} 64 KB chunked`)
      // A form body is not what the admin sends: refused unread.
      const form = await postRaw(path, `${field}[a][a][a]=1`, { 'Content-Type': 'application/x-www-form-urlencoded' })
      assertRefusal(form, 415, `${path} urlencoded`)
    }
  })

  test("an invitation's details: the token as text, or 400 without the query quoted", async () => {
    const response = await fetch(`${CMS_URL}/admin/registration-info?registrationToken[echoedKey][a][a]=1`)
    const answer = { status: response.status, text: await response.text(), headers: response.headers }
    assertRefusal(answer, 400, 'registration-info')
    assert.ok(!answer.text.includes('echoedKey'), answer.text)
    assert.equal((await get('/admin/registration-info?registrationToken=made-up')).status, 400)
  })

  test(`one address gets ${ALLOWANCE} calls of /admin/forgot-password in ten minutes, whatever e-mail it gives: then 429`, async () => {
    let limited = null
    // One more than the allowance, one at a time (a run within the last ten minutes may have spent it already).
    for (let call = 0; call <= ALLOWANCE && !limited; call++) {
      // Without TRUST_PROXY a client's own X-Forwarded-For is no other address.
      const answer = await postRaw(
        '/admin/forgot-password',
        JSON.stringify({ email: `nobody-${Date.now()}-${call}@example.org` }),
        { 'X-Forwarded-For': `203.0.113.${call}` },
      )
      if (answer.status === 429) limited = answer
      else assert.equal(answer.status, 204, answer.text.slice(0, 200))
    }
    assert.ok(limited, `${ALLOWANCE + 1} calls with new e-mails, none refused`)
    assertRefusal(limited, 429, '429')
    assert.ok(Number(limited.headers.get('retry-after')) > 0)
    // The admin still signs in: a sign-in that succeeds is never counted (tests/cms-env.mjs's session, fresh or not).
    assert.equal((await get('/admin/users/me', { Authorization: `Bearer ${await admin()}` })).status, 200)
  })

  test('the rules alone: which routes, which bodies', () => {
    assert.equal(anonymousAdminRoute('POST', '/admin/login'), 'login')
    assert.equal(anonymousAdminRoute('POST', '/ADMIN/Register/'), 'register')
    assert.equal(anonymousAdminRoute('GET', '/admin/login'), null)
    assert.equal(anonymousAdminRoute('POST', '/admin/users'), null)
    assert.equal(anonymousAdminRoute('POST', '/admin/constructor'), null)
    assert.ok(bodyFits('login', { email: 'a@b.c', password: 'p', rememberMe: false, deviceId: 'd', other: 'x' }))
    assert.ok(
      bodyFits('register', { registrationToken: 't', userInfo: { firstname: 'A', lastname: null, password: 'p' } }),
    )
    assert.ok(bodyFits('forgot-password', {}))
    assert.ok(!bodyFits('login', { email: 'a@b.c', other: {} }))
    assert.ok(!bodyFits('login', { rememberMe: 'true' }))
    assert.ok(!bodyFits('register', { registrationToken: 't', userInfo: { firstname: 'A', news: true } }))
    assert.ok(!bodyFits('forgot-password', { email: 'a@b.c', extra: 'x' }))
    assert.ok(!bodyFits('forgot-password', [{ email: 'a@b.c' }]))
    assert.ok(!bodyFits('reset-password', { resetPasswordToken: ['t'], password: 'p' }))
  })
})

describe('JSON nested past 32 objects or arrays is 400 before any route reads it', () => {
  test(`${MAX_JSON_DEPTH} deep reaches the route; one deeper is 400 naming the rule, not the body`, async () => {
    const atLimit = await postRaw('/api/sendForm', `{"data":${deepJson(MAX_JSON_DEPTH - 1)}}`, {
      Authorization: `Bearer ${WRITE_TOKEN}`,
    })
    assert.ok(!/nest/.test(atLimit.text), atLimit.text.slice(0, 200))
    const tooDeep = await postRaw('/api/sendForm', `{"data":${deepJson(MAX_JSON_DEPTH)}}`)
    assertRefusal(tooDeep, 400, 'sendForm')
    assert.match(JSON.parse(tooDeep.text).error.message, /nest at most 32/)
    // Brackets in strings are text, not depth.
    const { status } = await postJson('/api/sendForm', { data: { firstName: '{'.repeat(100), subject: '[[[' } })
    assert.notEqual(status, 500)
  })

  test('a JSON body that does not parse, is not an object or array, or names __proto__ is 400, quoting nothing', async () => {
    for (const body of ['{"a":', '"text"', '12', '{"__proto__":{"polluted":true}}', '{"a":1}x']) {
      const answer = await postRaw('/api/sendForm', body)
      assertRefusal(answer, 400, body)
      assert.ok(!answer.text.includes('polluted') && !answer.text.includes('text'), body)
    }
  })

  test('the gauge: depth counted outside strings, chunk by chunk', () => {
    const fits = (text, max, cut = 1) => {
      const gauge = depthGauge(max)
      const bytes = new TextEncoder().encode(text)
      let ok = true
      for (let at = 0; at < bytes.length; at += cut) ok &&= gauge(bytes.subarray(at, at + cut))
      return ok
    }
    assert.equal(fits('{"a":[1,{"b":2}]}', 3), true)
    assert.equal(fits('{"a":[1,{"b":{}}]}', 3), false)
    assert.equal(fits('{"a":"[[[{{{"}', 1), true)
    // A backslash escapes the quote after it; an escaped backslash does not.
    assert.equal(fits(String.raw`{"a":"\\"}{}`, 1), true)
    assert.equal(fits(String.raw`{"a":"\"[[[["}`, 1), true)
    assert.equal(fits(String.raw`{"a":"\\"[[`, 1), false)
    assert.equal(fits('[[],[],[[]]]', 3), true)
    assert.equal(fits('[[],[],[[]]]', 2), false)
    assert.equal(fits('[[],[],[[]]]', 3, 5), true)
    assert.equal(fits('{"æøå":"{"}', 1, 2), true)
    assert.equal(fits('[[[[', 3, 2), false)
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
