import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import { describe, test } from 'node:test'
import { adminFetch, CMS_URL, get, SITE_SECRETS } from './helpers.mjs'

/*
 * The CMS's side of the site's freshness and preview (issue 9): the publish webhook it configures on boot, the
 * preview token that reads drafts (and nothing private), and the preview links its admin hands out.
 */

async function siteWebhook() {
  const { body } = await adminFetch('/admin/webhooks')
  return (body?.data ?? []).find((hook) => hook.name === 'site-revalidate')
}

async function documentId(uid, slug, locale) {
  const { body } = await adminFetch(
    `/content-manager/collection-types/${uid}?locale=${locale}&filters[slug][$eq]=${encodeURIComponent(slug)}`,
  )
  return body.results[0].documentId
}

describe('publish webhook', () => {
  test('exists once, with the secret header, the content events and the site URL', async () => {
    const { body } = await adminFetch('/admin/webhooks')
    const hooks = (body?.data ?? []).filter((hook) => hook.name === 'site-revalidate')
    assert.equal(hooks.length, 1)
    const [hook] = hooks
    assert.match(hook.url, /\/api\/revalidate$/)
    assert.equal(hook.headers['X-Revalidate-Secret'], SITE_SECRETS.revalidate)
    for (const event of ['entry.publish', 'entry.unpublish', 'entry.update', 'entry.delete', 'media.update']) {
      assert.ok(hook.events.includes(event), event)
    }
    assert.equal(hook.isEnabled, true)
  })

  test('publishing an entry calls it with the secret', async (t) => {
    // Strapi's admin API refuses webhook URLs on this machine (not public), so the test listens where the configured
    // webhook points: the site's port, which is free while the CMS tests run.
    const hook = await siteWebhook()
    const target = new URL(hook.url)
    const received = []
    const listener = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        received.push({ path: req.url, secret: req.headers['x-revalidate-secret'], body: JSON.parse(body) })
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
      })
    })
    const listening = await new Promise((resolve) => {
      listener.once('error', () => resolve(false))
      listener.listen(Number(target.port), target.hostname, () => resolve(true))
    })
    if (!listening) {
      t.skip(`${target.host} is busy (a site is running there): cannot stand in for it`)
      return
    }
    const uid = 'api::job-opening.job-opening'
    const id = await documentId(uid, 'brand-designer', 'en')
    try {
      const published = await adminFetch(`/content-manager/collection-types/${uid}/${id}/actions/publish?locale=en`, {
        method: 'POST',
        body: '{}',
      })
      assert.ok(published.status < 300, JSON.stringify(published.body))
      for (let i = 0; i < 50 && !received.some((r) => r.body.event === 'entry.publish'); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      const call = received.find((r) => r.body.event === 'entry.publish')
      assert.ok(call, `no publish call among ${received.map((r) => r.body.event)}`)
      assert.equal(call.path, '/api/revalidate')
      assert.equal(call.secret, SITE_SECRETS.revalidate)
      assert.equal(call.body.uid, uid)
    } finally {
      listener.close()
    }
  })
})

describe('preview', () => {
  test('the preview token reads drafts of public types; visitors never do; submissions stay private', async () => {
    const uid = 'api::blog.blog'
    const id = await documentId(uid, 'freelancer-vs-agency', 'en')
    const draft = `Draft title ${Date.now()}`
    try {
      const saved = await adminFetch(`/content-manager/collection-types/${uid}/${id}?locale=en`, {
        method: 'PUT',
        body: JSON.stringify({ Title: draft }),
      })
      assert.ok(saved.status < 300)
      const query = `/api/blogs?status=draft&locale=en&filters[slug][$eq]=freelancer-vs-agency`
      const withToken = await get(query, { Authorization: `Bearer ${SITE_SECRETS.previewToken}` })
      assert.equal(withToken.status, 200)
      assert.equal(withToken.body.data[0].Title, draft)
      const anonymous = await get(query)
      assert.notEqual(anonymous.body.data[0].Title, draft)
      const fake = await get(query, { Authorization: 'Bearer not-a-token' })
      assert.ok(fake.status === 401 || fake.body?.data?.[0]?.Title !== draft)
      const privateRead = await get('/api/contact-messages', { Authorization: `Bearer ${SITE_SECRETS.previewToken}` })
      assert.ok(privateRead.status === 404 || privateRead.status === 403, String(privateRead.status))
    } finally {
      await adminFetch(`/content-manager/collection-types/${uid}/${id}/actions/discard?locale=en`, { method: 'POST', body: '{}' })
    }
  })

  test('the admin preview button links to the site page of the document, with the secret', async () => {
    const uid = 'api::project.project'
    for (const [slug, locale, path] of [
      ['kode-labs', 'en', '/projects/kode-labs'],
      ['kode-labs-nor', 'nb-NO', '/projekter/kode-labs-nor'],
    ]) {
      const id = await documentId(uid, slug, locale)
      const { status, body } = await adminFetch(
        `/content-manager/preview/url/${uid}?documentId=${id}&locale=${locale}&status=draft`,
      )
      assert.equal(status, 200)
      const url = new URL(body.data.url)
      assert.equal(url.pathname, '/api/preview')
      assert.equal(url.searchParams.get('url'), path)
      assert.equal(url.searchParams.get('secret'), SITE_SECRETS.preview)
      assert.equal(url.searchParams.get('status'), 'draft')
    }
    // Types without a page of their own have no preview.
    const logos = await adminFetch('/content-manager/collection-types/api::origin3-logo.origin3-logo?locale=en')
    const logo = logos.body.results[0].documentId
    const none = await adminFetch(`/content-manager/preview/url/api::origin3-logo.origin3-logo?documentId=${logo}&locale=en&status=draft`)
    assert.equal(none.status, 204)
  })
})

test('CMS is reachable for these tests', async () => {
  assert.equal((await fetch(`${CMS_URL}/_health`)).status, 204)
})
