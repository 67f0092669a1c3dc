// Old addresses (decision 037): what the site reads of redirects and earlier slugs, and what the CMS refuses to store.
import assert from 'node:assert/strict'
import { after, describe, test } from 'node:test'
import { adminFetch, get, unique } from './helpers.mjs'

const REDIRECTS = '/content-manager/collection-types/api::redirect.redirect'
const JOBS = '/content-manager/collection-types/api::job-opening.job-opening'

const made = []
after(async () => {
  for (const documentId of made) await adminFetch(`${REDIRECTS}/${documentId}`, { method: 'DELETE' })
})

async function create(data) {
  const result = await adminFetch(REDIRECTS, { method: 'POST', body: JSON.stringify(data) })
  if (result.body?.data?.documentId) made.push(result.body.data.documentId)
  return result
}

function assertRefused(result, pattern) {
  assert.equal(result.status, 400, JSON.stringify(result.body))
  assert.equal(result.body.error.name, 'ValidationError')
  assert.match(result.body.error.message, pattern)
}

const map = async () => {
  const { status, body } = await get('/api/redirect-map')
  assert.equal(status, 200)
  return body.data
}

describe('the redirect map', () => {
  test('is public and holds published redirects only; the entries themselves are not readable', async () => {
    const from = `/${unique('map')}`
    const { status, body } = await create({ from: ` ${from}/ `, to: '/about' })
    assert.equal(status, 201)
    assert.equal(body.data.from, from)
    assert.ok(!(await map()).redirects.some((rule) => rule.from === from))
    await adminFetch(`${REDIRECTS}/${body.data.documentId}/actions/publish`, { method: 'POST', body: '{}' })
    assert.deepEqual(
      (await map()).redirects.find((rule) => rule.from === from),
      { from, to: '/about' },
    )
    assert.ok([403, 404].includes((await get('/api/redirects')).status))
  })
})

describe('redirects the CMS refuses', () => {
  test('paths that are not plain paths of this site', async () => {
    for (const to of ['https://evil.example', '//evil.example', '/\\evil.example', '/%2F%2Fevil.example', 'about']) {
      assertRefused(await create({ from: `/${unique('off')}`, to }), /“To”/)
    }
    assertRefused(await create({ from: '/a/../b', to: '/about' }), /“From” must not contain/)
    assertRefused(await create({ from: '/a?b=1', to: '/about' }), /“From” must be a path only/)
  })

  test('a chain either way, and a loop', async () => {
    const middle = `/${unique('middle')}`
    assert.equal((await create({ from: middle, to: '/services' })).status, 201)
    assertRefused(await create({ from: `/${unique('first')}`, to: middle }), /chains are refused/)
    assertRefused(await create({ from: '/services', to: middle }), /would loop/)
    const before = `/${unique('before')}`
    assert.equal((await create({ from: before, to: '/contact' })).status, 201)
    assertRefused(await create({ from: '/contact', to: '/careers' }), /already redirects to \/contact/)
  })
})

describe('every way a redirect is written is checked', () => {
  test('a copy (the admin’s “Duplicate”) that would lead off the site, or start where another starts, is refused', async () => {
    const from = `/${unique('original')}`
    const original = await create({ from, to: '/about' })
    assert.equal(original.status, 201)
    const clone = (data) =>
      adminFetch(`${REDIRECTS}/clone/${original.body.data.documentId}`, { method: 'POST', body: JSON.stringify(data) })
    // A copy once skipped the rule, and `/.//evil.example` came out of the site as `Location: //evil.example`.
    for (const to of ['/.//evil.example', '//evil.example', 'https://evil.example']) {
      assertRefused(await clone({ from: `/${unique('copy')}`, to }), /“To”/)
    }
    assertRefused(await clone({}), /already starts at/)
    const copy = await clone({ from: `/${unique('copy')}` })
    assert.equal(copy.status, 200, JSON.stringify(copy.body))
    if (copy.body?.data?.documentId) made.push(copy.body.data.documentId)
    assert.equal(copy.body.data.to, '/about')
  })
})

describe('earlier slugs', () => {
  test('a renamed job opening keeps its slug per language; a redirect to the old address is refused', async () => {
    const { body: list } = await adminFetch(`${JOBS}?locale=en&pageSize=1`)
    const [job] = list.results
    const path = `${JOBS}/${job.documentId}?locale=en`
    const renamed = `${job.slug}-${Date.now().toString(36)}`
    try {
      const saved = await adminFetch(path, { method: 'PUT', body: JSON.stringify({ slug: renamed }) })
      assert.deepEqual(saved.body.data.earlierSlugs, [job.slug])
      await adminFetch(`${JOBS}/${job.documentId}/actions/publish?locale=en`, { method: 'POST', body: '{}' })
      const moved = (await map()).moved.find((entry) => entry.slug === renamed)
      assert.deepEqual(moved, { type: 'career', locale: 'en', slug: renamed, earlier: [job.slug] })
      assertRefused(
        await create({ from: `/${unique('to-old')}`, to: `/careers/${job.slug}` }),
        new RegExp(`earlier address of a renamed page, now /careers/${renamed}`),
      )
      const junk = await adminFetch(path, { method: 'PUT', body: JSON.stringify({ earlierSlugs: { a: 1 } }) })
      assertRefused(junk, /Earlier slugs must be a list of slugs/)
    } finally {
      await adminFetch(path, { method: 'PUT', body: JSON.stringify({ slug: job.slug }) })
      await adminFetch(path, { method: 'PUT', body: JSON.stringify({ earlierSlugs: job.earlierSlugs ?? null }) })
      await adminFetch(`${JOBS}/${job.documentId}/actions/publish?locale=en`, { method: 'POST', body: '{}' })
    }
  })
})
