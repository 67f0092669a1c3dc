// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { APP_START_FLAG, appStartScript, START_AT_THE_LATEST_MS } from './app-start'

const PRELOADS = ['/assets/index-a.js', '/assets/routes-b.js']
const ENTRIES = ['/assets/index-a.js']

/** A stand-in for the browser's PerformanceObserver: the test says when the first contentful paint happens. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint']
  static live: FakePaintObserver[] = []
  connected = false
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe(options: { type: string; buffered?: boolean }) {
    expect(options).toEqual({ type: 'paint', buffered: true })
    this.connected = true
    FakePaintObserver.live.push(this)
  }
  disconnect() {
    this.connected = false
  }
  static paint(name: string) {
    for (const observer of FakePaintObserver.live.filter((o) => o.connected))
      observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) })
  }
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
}

/** An `<img fetchpriority="high">` that is still loading, as the page's largest paint. */
function priorityImage(complete = false) {
  const img = document.createElement('img')
  img.setAttribute('fetchpriority', 'high')
  Object.defineProperty(img, 'complete', { configurable: true, get: () => complete })
  document.body.append(img)
  return img
}

/** Runs the inline script as the browser would, with `nonce` as its own nonce. */
function run(nonce = 'n0nce') {
  const script = document.createElement('script')
  script.nonce = nonce
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script })
  new Function(appStartScript(PRELOADS, ENTRIES))()
}

const requested = () => ({
  preloads: [...document.head.querySelectorAll('link[rel=modulepreload]')].map((l) => l.getAttribute('href')),
  entries: [...document.head.querySelectorAll('script[type=module]')].map((s) => s.getAttribute('src')),
})
const nothing = { preloads: [], entries: [] }
const everything = { preloads: PRELOADS, entries: ENTRIES }

describe('the script that loads the app once the page has painted', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] })
    document.head.replaceChildren()
    document.body.replaceChildren()
    FakePaintObserver.live = []
    vi.stubGlobal('PerformanceObserver', FakePaintObserver)
    setVisibility('visible')
    Reflect.deleteProperty(window, APP_START_FLAG)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('requests nothing before the first contentful paint, then every chunk and the entry at once', () => {
    run()
    vi.advanceTimersByTime(100)
    expect(requested()).toEqual(nothing)
    FakePaintObserver.paint('first-paint')
    vi.advanceTimersByTime(0)
    expect(requested()).toEqual(nothing)
    FakePaintObserver.paint('first-contentful-paint')
    expect(requested()).toEqual(nothing) // the paint's own task ends first
    vi.advanceTimersByTime(0)
    expect(requested()).toEqual(everything)
  })

  it("gives what it adds the page's nonce, and the entry as an async module", () => {
    run('abc123')
    FakePaintObserver.paint('first-contentful-paint')
    vi.advanceTimersByTime(0)
    const added = [...document.head.children]
    expect(added).toHaveLength(PRELOADS.length + ENTRIES.length)
    for (const element of added) expect((element as HTMLElement).nonce).toBe('abc123')
    const entry = document.head.querySelector('script')
    expect(entry?.type).toBe('module')
    expect(entry?.async).toBe(true)
  })

  it("waits for the page's priority images, loaded or failed, before it waits for the paint", () => {
    const first = priorityImage()
    const second = priorityImage()
    priorityImage(true) // already loaded: not waited for
    run()
    FakePaintObserver.paint('first-contentful-paint')
    vi.advanceTimersByTime(0)
    expect(requested()).toEqual(nothing)
    first.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(0)
    expect(requested()).toEqual(nothing)
    second.dispatchEvent(new Event('error'))
    // The observer is buffered: a paint that came before it started observing still counts.
    FakePaintObserver.paint('first-contentful-paint')
    vi.advanceTimersByTime(0)
    expect(requested()).toEqual(everything)
  })

  it(`starts after ${START_AT_THE_LATEST_MS} ms at the latest, whatever the images do`, () => {
    priorityImage()
    run()
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS - 1)
    expect(requested()).toEqual(nothing)
    vi.advanceTimersByTime(1)
    expect(requested()).toEqual(everything)
  })

  it('starts at once in a tab in the background, which paints nothing', () => {
    setVisibility('hidden')
    run()
    expect(requested()).toEqual(everything)
  })

  it('waits a frame and a task where the browser cannot report paints', () => {
    vi.stubGlobal('PerformanceObserver', undefined)
    run()
    expect(requested()).toEqual(nothing)
    vi.advanceTimersToNextFrame()
    expect(requested()).toEqual(nothing)
    vi.advanceTimersByTime(1)
    expect(requested()).toEqual(everything)
  })

  it('requests each file once, however often the script runs (the router may insert it again)', () => {
    run()
    run()
    FakePaintObserver.paint('first-contentful-paint')
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS)
    run()
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS)
    expect(requested()).toEqual(everything)
  })

  it('is the compiled, minified app-start.inline.ts, flagging the page with APP_START_FLAG', () => {
    const script = appStartScript(PRELOADS, ENTRIES)
    expect(script).toContain(APP_START_FLAG)
    expect(script).not.toMatch(/\n|preloads|latestMs|: string/) // minified, no types left
    run()
    expect(Reflect.get(window, APP_START_FLAG)).toBe(1)
  })

  it("links the page's inlined stylesheets disabled, so the app does not fetch them again, before its entry", () => {
    const script = document.createElement('script')
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script })
    new Function(appStartScript(PRELOADS, ENTRIES, ['/assets/a.css', '/assets/b.css']))()
    vi.advanceTimersByTime(START_AT_THE_LATEST_MS)
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=stylesheet]')]
    expect(links.map((link) => [link.getAttribute('href'), link.disabled])).toEqual([
      ['/assets/a.css', true],
      ['/assets/b.css', true],
    ])
    const order = [...document.head.children]
    expect(order.indexOf(links[1] as Element)).toBeLessThan(
      order.indexOf(document.head.querySelector('script') as Element),
    )
  })

  it('requests the dictionaries of the languages the page shows, each once, with the other chunks', () => {
    const dictionaries = { en: ['/assets/en-1.js', '/assets/home-3.js'], 'nb-NO': ['/assets/no-2.js'] }
    const load = (htmlLang: string, headerLang: string | null) => {
      document.head.replaceChildren()
      document.body.replaceChildren()
      Reflect.deleteProperty(window, APP_START_FLAG)
      document.documentElement.lang = htmlLang
      if (headerLang) document.body.append(Object.assign(document.createElement('header'), { lang: headerLang }))
      new Function(appStartScript(PRELOADS, ENTRIES, [], dictionaries))()
      vi.advanceTimersByTime(START_AT_THE_LATEST_MS)
      return requested().preloads
    }
    expect(load('nb-NO', null)).toEqual([...PRELOADS, '/assets/no-2.js'])
    expect(load('en', 'en')).toEqual([...PRELOADS, '/assets/en-1.js', '/assets/home-3.js'])
    expect(load('nb-NO', 'en')).toEqual([...PRELOADS, '/assets/no-2.js', '/assets/en-1.js', '/assets/home-3.js'])
    expect(load('de', null)).toEqual(PRELOADS)
  })

  it('cannot be closed early by what it carries', () => {
    const script = appStartScript(['/assets/</script><script>alert(1)</script>.js'], [])
    expect(script).not.toContain('</script>')
    expect(script).not.toContain('<')
  })
})
