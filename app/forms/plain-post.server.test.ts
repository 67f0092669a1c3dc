import { describe, expect, it } from 'vitest'
import { keyForContent } from '~/lib/idempotency'
import { isSameOriginPost, submissionKey } from './plain-post.server'

const post = (headers: Record<string, string>) =>
  new Request('http://site.example/contact', { method: 'POST', headers: { host: 'site.example', ...headers } })

describe('isSameOriginPost', () => {
  it('accepts the site itself and a client that sends no Origin', () => {
    expect(isSameOriginPost(post({ origin: 'http://site.example' }))).toBe(true)
    expect(isSameOriginPost(post({}))).toBe(true)
  })
  it('refuses other sites, opaque origins and cross-site fetch metadata', () => {
    expect(isSameOriginPost(post({ origin: 'https://evil.example' }))).toBe(false)
    expect(isSameOriginPost(post({ origin: 'null' }))).toBe(false)
    expect(isSameOriginPost(post({ 'sec-fetch-site': 'cross-site' }))).toBe(false)
  })
  it('compares the scheme too, not only the host', () => {
    expect(isSameOriginPost(post({ origin: 'https://site.example' }))).toBe(false)
    expect(isSameOriginPost(post({ origin: 'http://site.example:8080' }))).toBe(false)
    expect(isSameOriginPost(post({ origin: 'ftp://site.example' }))).toBe(false)
  })
})

describe('submissionKey', () => {
  it('derives the same key from the same content, and another from other content', async () => {
    const a = await submissionKey('contact', ['Ada', 'ada@example.org', new Blob(['cv'])])
    const b = await submissionKey('contact', ['Ada', 'ada@example.org', new Blob(['cv'])])
    const c = await submissionKey('contact', ['Ada', 'ada@example.org', new Blob(['other cv'])])
    const d = await submissionKey('application', ['Ada', 'ada@example.org', new Blob(['cv'])])
    const e = await submissionKey('contact', ['Ada', 'ada@example.org', 'Edited subject'])
    expect(a).toBe(b)
    expect(a).not.toBe(c)
    expect(a).not.toBe(d)
    expect(a).not.toBe(e)
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
  })
})

describe('keyForContent', () => {
  it('keeps the key for a retry of the same content and makes a new one when it changed', () => {
    const first = keyForContent(null, '{"subject":"Hi"}')
    expect(keyForContent(first, '{"subject":"Hi"}')).toBe(first)
    const edited = keyForContent(first, '{"subject":"Hi there"}')
    expect(edited.key).not.toBe(first.key)
    expect(edited.key).toMatch(/^[A-Za-z0-9_-]{8,100}$/)
  })
})
