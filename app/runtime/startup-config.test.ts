import { describe, expect, it } from 'vitest'
import { checkStartupConfig, malformedUrls, switchedOff } from './startup-config'

const GOOD_TOKEN = 'q3J9vX2mLr8TzP4wK7yN1cB6hF0dS5aGeU'

describe('malformedUrls', () => {
  it('names an address without its scheme, with another scheme, or a public address with a path', () => {
    expect(
      malformedUrls({
        STRAPI_URL: '127.0.0.1:1337',
        STRAPI_MEDIA_URL: 'ftp://media.example.org',
        CMS_ADMIN_URL: 'not a url',
        SITE_URL: 'https://www.example.org/site',
      }),
    ).toEqual([
      'STRAPI_URL is not an absolute http:// or https:// URL',
      'STRAPI_MEDIA_URL is not an absolute http:// or https:// URL',
      'CMS_ADMIN_URL is not an absolute http:// or https:// URL',
      'SITE_URL must be an origin only, like https://www.example.com',
    ])
  })

  it('accepts unset addresses, a CMS under a path, and an origin with or without its slash', () => {
    expect(
      malformedUrls({
        STRAPI_URL: 'https://cms.example.org/strapi',
        STRAPI_MEDIA_URL: '',
        SITE_URL: 'https://www.example.org/',
        CMS_ADMIN_URL: undefined,
      }),
    ).toEqual([])
    expect(malformedUrls({ SITE_URL: 'http://127.0.0.1:3000' })).toEqual([])
  })

  it('takes only PostgreSQL as the shared rate-limit store', () => {
    expect(malformedUrls({ RATE_LIMIT_DATABASE_URL: 'postgres://site:pw@db.internal:5432/site' })).toEqual([])
    expect(malformedUrls({ RATE_LIMIT_DATABASE_URL: 'postgresql://db/site' })).toEqual([])
    for (const wrong of ['redis://cache:6379', 'db.internal:5432/site']) {
      expect(malformedUrls({ RATE_LIMIT_DATABASE_URL: wrong })).toEqual([
        'RATE_LIMIT_DATABASE_URL is not a postgres:// URL',
      ])
    }
  })

  it('never repeats the value, which may carry credentials', () => {
    expect(malformedUrls({ SITE_URL: 'https://user:hunter2hunter2@example.org' }).join(' ')).not.toContain('hunter2')
  })
})

describe('checkStartupConfig', () => {
  it('stops a production start on a malformed address or a weak secret, naming each', () => {
    expect(() =>
      checkStartupConfig({ NODE_ENV: 'production', STRAPI_URL: 'cms:1337', PREVIEW_SECRET: 'short-but-real-1' }),
    ).toThrow(/STRAPI_URL is not an absolute http:\/\/ or https:\/\/ URL; PREVIEW_SECRET is shorter than 32 characters/)
    expect(() => checkStartupConfig({ NODE_ENV: 'production', REVALIDATE_SECRET: 'changeme' })).toThrow(
      /REVALIDATE_SECRET is a placeholder/,
    )
  })

  it('outside production stops nothing and says nothing', () => {
    expect(
      checkStartupConfig({ NODE_ENV: 'development', STRAPI_URL: 'cms:1337', REVALIDATE_SECRET: 'changeme' }),
    ).toEqual([])
  })

  it('stops a production start without SITE_URL, whose links would follow each request’s Host header', () => {
    expect(() => checkStartupConfig({ NODE_ENV: 'production', CMS_WRITE_TOKEN: GOOD_TOKEN })).toThrow(
      /^Refusing to start: SITE_URL is not set/,
    )
    expect(() => checkStartupConfig({ NODE_ENV: 'production', SITE_URL: ' ' })).toThrow(/SITE_URL is not set/)
  })

  it('says in the log which feature a missing variable switches off', () => {
    const site = { NODE_ENV: 'production', SITE_URL: 'https://www.example.org' }
    expect(checkStartupConfig({ ...site, CMS_WRITE_TOKEN: GOOD_TOKEN })).toEqual([])
    expect(checkStartupConfig(site)).toEqual(switchedOff({}))
    expect(switchedOff({ CMS_WRITE_TOKEN: ' ' })[0]).toMatch(/^CMS_WRITE_TOKEN is not set/)
  })
})
