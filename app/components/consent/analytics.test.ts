// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseAnalyticsEnv } from '~/runtime/analytics-config.server'
import {
  type AnalyticsConfig,
  cookieDomains,
  createAnalytics,
  gaCookieExpiries,
  gaDisableKey,
  isGaCookie,
  PLAUSIBLE_IGNORE,
  SCRIPT_MARK,
} from './analytics'

const plausible: AnalyticsConfig = {
  provider: 'plausible',
  id: 'origin.example',
  src: 'https://plausible.io/js/script.js',
}
const ga4: AnalyticsConfig = {
  provider: 'ga4',
  id: 'G-TEST1234',
  src: 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
}

const injected = () => document.querySelectorAll(`script[${SCRIPT_MARK}]`)
/** What the gtag shim queued, as plain arrays (it pushes `arguments` objects, as gtag.js expects). */
const gtagCalls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))

function reset() {
  document.head.replaceChildren()
  localStorage.clear()
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: the test resets jsdom's cookie jar.
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`
  }
  Reflect.deleteProperty(window, 'dataLayer')
  Reflect.deleteProperty(window, 'gtag')
  Reflect.deleteProperty(window, gaDisableKey(ga4.id))
}

describe('the analytics configuration from the environment', () => {
  it('is none when unset, empty or none, without complaint', () => {
    expect(parseAnalyticsEnv({})).toEqual({ config: null })
    expect(parseAnalyticsEnv({ ANALYTICS_PROVIDER: '  ', ANALYTICS_ID: 'origin.example' })).toEqual({ config: null })
    expect(parseAnalyticsEnv({ ANALYTICS_PROVIDER: 'none' })).toEqual({ config: null })
  })

  it("gives Plausible the site domain and plausible.io's script by default", () => {
    expect(parseAnalyticsEnv({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: ' origin.example ' })).toEqual({
      config: plausible,
    })
    expect(
      parseAnalyticsEnv({
        ANALYTICS_PROVIDER: 'Plausible',
        ANALYTICS_ID: 'origin.example,rollup.example',
        ANALYTICS_SRC: 'https://stats.origin.example/js/script.js',
      }),
    ).toEqual({
      config: {
        provider: 'plausible',
        id: 'origin.example,rollup.example',
        src: 'https://stats.origin.example/js/script.js',
      },
    })
  })

  it("gives GA4 the measurement id and Google's gtag.js for it by default", () => {
    expect(parseAnalyticsEnv({ ANALYTICS_PROVIDER: 'ga4', ANALYTICS_ID: 'G-TEST1234', ANALYTICS_SRC: '' })).toEqual({
      config: ga4,
    })
  })

  it('is off, with the reason, when anything is wrong', () => {
    const cases = [
      { ANALYTICS_PROVIDER: 'matomo', ANALYTICS_ID: 'origin.example' },
      { ANALYTICS_PROVIDER: 'plausible' },
      { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'not a domain' },
      { ANALYTICS_PROVIDER: 'ga4', ANALYTICS_ID: 'UA-12345-1' },
      { ANALYTICS_PROVIDER: 'ga4', ANALYTICS_ID: 'G-TEST1234', ANALYTICS_SRC: 'http://insecure.example/gtag.js' },
      { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'origin.example', ANALYTICS_SRC: 'script.js' },
    ]
    for (const env of cases) {
      const { config, problem } = parseAnalyticsEnv(env)
      expect(config, JSON.stringify(env)).toBeNull()
      expect(problem, JSON.stringify(env)).toMatch(/\S/)
    }
  })

  it('warns once, and only about a broken configuration', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.stubEnv('ANALYTICS_PROVIDER', 'ga4')
    vi.stubEnv('ANALYTICS_ID', 'nope')
    vi.resetModules()
    const { analyticsConfig } = await import('~/runtime/analytics-config.server')
    expect(analyticsConfig()).toBeNull()
    expect(analyticsConfig()).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ level: 'warn', event: 'analytics.off' })
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/measurement id/)
    vi.unstubAllEnvs()
    warn.mockRestore()
  })
})

describe("GA4's cookies", () => {
  it('are _ga and _ga_<container>, nothing else', () => {
    expect(['_ga', '_ga_ABC123', '_gat', '_gid', 'ga', 'lang'].filter(isGaCookie)).toEqual(['_ga', '_ga_ABC123'])
  })

  it('are expired host-only and on every parent domain, never by IP address guesses', () => {
    expect(cookieDomains('www.origin.example')).toEqual(['', '.www.origin.example', '.origin.example'])
    expect(cookieDomains('origin.example')).toEqual(['', '.origin.example'])
    expect(cookieDomains('localhost')).toEqual([''])
    expect(cookieDomains('127.0.0.1')).toEqual([''])
    expect(cookieDomains('[::1]')).toEqual([''])
    expect(gaCookieExpiries('lang=no; _ga=GA1.1.1; _ga_ABC=GS1; _ga=dup', 'origin.example')).toEqual([
      '_ga=; Max-Age=0; path=/',
      '_ga=; Max-Age=0; path=/; domain=.origin.example',
      '_ga_ABC=; Max-Age=0; path=/',
      '_ga_ABC=; Max-Age=0; path=/; domain=.origin.example',
    ])
    expect(gaCookieExpiries('', 'origin.example')).toEqual([])
  })
})

describe('Plausible in the page', () => {
  beforeEach(reset)
  afterEach(reset)

  it('is injected once with its data-domain, and the opt-out lifted', () => {
    localStorage.setItem(PLAUSIBLE_IGNORE, 'true')
    const analytics = createAnalytics(plausible)
    analytics.enable()
    analytics.enable()
    const scripts = injected()
    expect(scripts).toHaveLength(1)
    const script = scripts[0]
    expect(script?.getAttribute('src')).toBe(plausible.src)
    expect(script?.getAttribute('data-domain')).toBe('origin.example')
    expect(localStorage.getItem(PLAUSIBLE_IGNORE)).toBeNull()
  })

  it('is removed and opted out on a no, and the same element (run once) comes back on a later yes', () => {
    const other = document.createElement('script')
    document.head.append(other)
    const analytics = createAnalytics(plausible)
    analytics.enable()
    const first = injected()[0]
    analytics.disable()
    expect(injected()).toHaveLength(0)
    expect(other.isConnected).toBe(true)
    expect(localStorage.getItem(PLAUSIBLE_IGNORE)).toBe('true')
    analytics.enable()
    expect(injected()).toHaveLength(1)
    expect(injected()[0]).toBe(first)
    expect(localStorage.getItem(PLAUSIBLE_IGNORE)).toBeNull()
  })

  it('counts client-side navigations itself: pageView sends nothing', () => {
    const analytics = createAnalytics(plausible)
    analytics.enable()
    analytics.pageView('http://localhost/about')
    expect(window.gtag).toBeUndefined()
    expect(window.dataLayer).toBeUndefined()
  })

  it('a no before any yes injects nothing and sets the opt-out', () => {
    createAnalytics(plausible).disable()
    expect(injected()).toHaveLength(0)
    expect(localStorage.getItem(PLAUSIBLE_IGNORE)).toBe('true')
  })
})

describe('GA4 in the page', () => {
  beforeEach(reset)
  afterEach(reset)

  it('installs gtag without its automatic page view and injects gtag.js once', () => {
    const analytics = createAnalytics(ga4)
    analytics.enable()
    analytics.enable()
    expect(injected()).toHaveLength(1)
    expect(injected()[0]?.getAttribute('src')).toBe(ga4.src)
    expect(Reflect.get(window, gaDisableKey(ga4.id))).toBe(false)
    expect(gtagCalls()).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-TEST1234', { send_page_view: false }],
    ])
  })

  it('sends a page_view per location while enabled, none after a no', () => {
    const analytics = createAnalytics(ga4)
    analytics.pageView('http://localhost/')
    expect(gtagCalls()).toEqual([])
    analytics.enable()
    analytics.pageView('http://localhost/')
    analytics.pageView('http://localhost/about')
    const views = () => gtagCalls().filter((call) => call[0] === 'event')
    expect(views()).toEqual([
      ['event', 'page_view', { page_location: 'http://localhost/' }],
      ['event', 'page_view', { page_location: 'http://localhost/about' }],
    ])
    analytics.disable()
    analytics.pageView('http://localhost/contact')
    expect(views()).toHaveLength(2)
  })

  it('on a no removes gtag.js, sets ga-disable and expires _ga cookies; a later yes lifts the opt-out only', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test plants the cookies gtag.js would have set.
    document.cookie = '_ga=GA1.1.123.456; path=/'
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = '_ga_TEST1234=GS1.1.789; path=/'
    // biome-ignore lint/suspicious/noDocumentCookie: as above.
    document.cookie = 'lang=no; path=/'
    const analytics = createAnalytics(ga4)
    analytics.enable()
    const first = injected()[0]
    analytics.disable()
    expect(injected()).toHaveLength(0)
    expect(Reflect.get(window, gaDisableKey(ga4.id))).toBe(true)
    expect(document.cookie).toBe('lang=no')
    analytics.enable()
    expect(Reflect.get(window, gaDisableKey(ga4.id))).toBe(false)
    expect(injected()[0]).toBe(first)
    expect(gtagCalls().filter((call) => call[0] === 'config')).toHaveLength(1)
  })
})
