import { expect, it } from 'vitest'
import { parseSiteEnv } from './env.server'

it('gives every setting its default when the environment is empty', () => {
  expect(parseSiteEnv({})).toMatchObject({
    STRAPI_URL: 'http://127.0.0.1:1337',
    STRAPI_MEDIA_URL: '',
    CMS_WRITE_TOKEN: '',
    TRUST_PROXY: false,
    FORM_RATE_LIMIT: 5,
    CONNECTIONS_PER_CLIENT: 32,
    CMS_CACHE_SECONDS: 60,
    PAGE_CACHE_SECONDS: 60,
  })
})

it('trims values and reads TRUST_PROXY, numbers and seconds as such', () => {
  const env = parseSiteEnv({
    STRAPI_URL: ' https://cms.example.org ',
    TRUST_PROXY: '1',
    FORM_RATE_LIMIT: '2',
    PAGE_CACHE_SECONDS: '0',
    CMS_CACHE_SECONDS: '15',
  })
  expect(env).toMatchObject({
    STRAPI_URL: 'https://cms.example.org',
    TRUST_PROXY: true,
    FORM_RATE_LIMIT: 2,
    PAGE_CACHE_SECONDS: 0,
    CMS_CACHE_SECONDS: 15,
  })
})

it('falls back on values that are not what they should be', () => {
  for (const bad of ['0', '-3', '1.5', 'many', ''])
    expect(parseSiteEnv({ FORM_RATE_LIMIT: bad }).FORM_RATE_LIMIT).toBe(5)
  for (const bad of ['-1', 'soon', '']) expect(parseSiteEnv({ CMS_CACHE_SECONDS: bad }).CMS_CACHE_SECONDS).toBe(60)
  expect(parseSiteEnv({ TRUST_PROXY: 'yes' }).TRUST_PROXY).toBe(false)
  expect(parseSiteEnv({ STRAPI_URL: '  ' }).STRAPI_URL).toBe('http://127.0.0.1:1337')
})
