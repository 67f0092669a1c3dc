import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cachedPage, clearPageCache, pageCacheKey, storePage } from '~/pipeline/page-cache.server'
import { cachedCmsBody, invalidateCms } from './cms-cache.server'
import { revalidateFromWebhook } from './revalidate.server'

const SECRET = 'test-secret-of-some-length'

function hook(body: unknown, secret = SECRET): Request {
  return new Request('http://site.test/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': secret },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** One cached answer for each of two tags and one cached page, so a test can see what a webhook dropped. */
async function fillCaches() {
  await cachedCmsBody('projects-list', 'projects', async () => ({ list: 1 }))
  await cachedCmsBody('blogs-list', 'blogs', async () => ({ list: 2 }))
  storePage(
    pageCacheKey({ host: 'site.test', pathname: '/', search: '', langCookie: null }),
    '<p>home</p>',
    'n0nce',
    new Headers(),
  )
}

const pageIsCached = () =>
  cachedPage(pageCacheKey({ host: 'site.test', pathname: '/', search: '', langCookie: null }), 'n') !== null

describe('the revalidate webhook', () => {
  beforeEach(async () => {
    vi.stubEnv('REVALIDATE_SECRET', SECRET)
    invalidateCms(null)
    clearPageCache()
    await fillCaches()
  })
  afterEach(() => vi.unstubAllEnvs())

  it('is not there without a configured secret, and refuses a wrong one', async () => {
    // The environment is read once per server (siteEnv): a server started without the secret is a fresh module set.
    vi.stubEnv('REVALIDATE_SECRET', '')
    vi.resetModules()
    const unconfigured = await import('./revalidate.server')
    expect((await unconfigured.revalidateFromWebhook(hook({ event: 'entry.publish' }))).status).toBe(404)
    expect((await revalidateFromWebhook(hook({ event: 'entry.publish' }, 'wrong'))).status).toBe(401)
    expect(pageIsCached()).toBe(true)
  })

  it('refuses a body that is not the webhook shape', async () => {
    expect((await revalidateFromWebhook(hook('{not json'))).status).toBe(400)
    expect((await revalidateFromWebhook(hook({ uid: 'api::blog.blog' }))).status).toBe(400)
  })

  it("drops a published type's answers and every rendered page, and keeps other types' answers", async () => {
    const result = await revalidateFromWebhook(hook({ event: 'entry.publish', uid: 'api::blog.blog' }))
    expect(result).toEqual({ status: 200, body: { ok: true, dropped: 2, tags: ['blogs', 'home', 'redirect-map'] } })
    expect(pageIsCached()).toBe(false)
    let refetched = false
    await cachedCmsBody('projects-list', 'projects', async () => {
      refetched = true
      return {}
    })
    expect(refetched).toBe(false)
  })

  it('drops everything for media and types it does not know', async () => {
    const result = await revalidateFromWebhook(hook({ event: 'media.update' }))
    expect(result.body).toEqual({ ok: true, dropped: 3, tags: 'all' })
  })

  it('keeps every cache when a visitor’s message or application is stored', async () => {
    for (const uid of ['api::contact-message.contact-message', 'api::job-application.job-application']) {
      const result = await revalidateFromWebhook(hook({ event: 'entry.create', uid }))
      expect(result).toEqual({ status: 200, body: { ok: true, dropped: 0, tags: [] } })
    }
    expect(pageIsCached()).toBe(true)
  })
})
