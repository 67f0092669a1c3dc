import { describe, expect, it } from 'vitest'
import { cacheHeaders } from './cache-policy'
import { contentSecurityPolicy, newNonce, originOf, securityHeaders } from './security-headers'

const config = {
  mediaOrigins: ['https://cms.origin.example'],
  adminOrigin: 'https://cms.origin.example',
  analyticsOrigins: [],
  frameOrigins: ['https://open.spotify.com'],
  https: true,
}

describe('security headers', () => {
  it('allow scripts only with the nonce, frames only from the CMS admin, media from the CMS by name', () => {
    const csp = contentSecurityPolicy(config, 'abc')
    for (const directive of [
      "script-src 'nonce-abc' 'strict-dynamic'",
      "frame-ancestors 'self' https://cms.origin.example",
      "img-src 'self' data: blob: https://cms.origin.example",
      'frame-src https://open.spotify.com',
      "object-src 'none'",
      "base-uri 'none'",
      'upgrade-insecure-requests',
    ])
      expect(csp).toContain(directive)
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/)
    expect(contentSecurityPolicy({ ...config, https: false }, 'abc')).not.toContain('upgrade-insecure-requests')
  })

  it('send HSTS, nosniff, a referrer policy and a permissions policy; non-pages get a no-sources CSP', () => {
    const headers = securityHeaders(config, 'n', false)
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=63072000/)
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['Permissions-Policy']).toContain('camera=()')
    expect(headers['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'")
  })

  it('make a fresh 128-bit nonce each time, across refills of the random pool', () => {
    const nonces = Array.from({ length: 1000 }, () => newNonce())
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16)
    expect(new Set(nonces).size).toBe(nonces.length)
  })

  it('read origins from URLs and refuse other schemes', () => {
    expect(originOf('https://cms.example:8443/api')).toBe('https://cms.example:8443')
    expect(originOf('javascript:alert(1)')).toBeNull()
    expect(originOf('not a url')).toBeNull()
  })
})

describe('cache policy', () => {
  const page = {
    method: 'GET',
    status: 200,
    pathname: '/projects',
    handlerType: 'router',
    existing: null,
    preview: false,
  } as const
  it('lets CDNs keep pages 60 s and serve them stale while refreshing, browsers not at all', () => {
    expect(cacheHeaders(page)).toEqual({
      'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      'CDN-Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
    })
  })
  it('varies shared pages and unknown paths by cookie (their shell follows the stored language)', () => {
    expect(cacheHeaders({ ...page, pathname: '/terms' }).Vary).toBe('Cookie')
    expect(cacheHeaders({ ...page, pathname: '/no-such-page' }).Vary).toBe('Cookie')
    expect(cacheHeaders({ ...page, handlerType: 'serverFn', pathname: '/_serverFn/x' }).Vary).toBeUndefined()
  })
  it('never caches preview, posts or errors, and leaves a handler its own policy', () => {
    expect(cacheHeaders({ ...page, preview: true })).toEqual({ 'Cache-Control': 'private, no-store' })
    expect(cacheHeaders({ ...page, method: 'POST' })).toEqual({ 'Cache-Control': 'no-store' })
    expect(cacheHeaders({ ...page, status: 503 })).toEqual({ 'Cache-Control': 'no-store' })
    expect(cacheHeaders({ ...page, existing: 'public, max-age=300' })).toEqual({})
  })
})
