import { test as base, expect, type Locator, type Page, type Request } from '@playwright/test'
import { adminSession } from '../cms-env.mjs'
import { strapiUrl } from '../ports'

/** The analytics provider the e2e server is configured with (playwright.config.ts); it is never really reached. */
export const ANALYTICS_HOST = 'https://plausible.io'
/** The stub counts its runs on `<html data-analytics-runs>`: a provider's script must run once per page at most. */
const ANALYTICS_STUB = `{
  const html = document.documentElement
  html.dataset.analyticsRuns = String(Number(html.dataset.analyticsRuns ?? 0) + 1)
}`

/**
 * Every test fails on a console error or an uncaught exception in the page: hydration mismatches, failed
 * requests and React warnings surface there first.
 */
export const test = base.extend<{
  consoleErrors: string[]
  expectedConsoleErrors: RegExp | null
  analyticsStub: undefined
  stubAnalytics: boolean
  languageHint: boolean
  languageHintDismissed: undefined
}>({
  /**
   * The language hint (LanguageHint.tsx) floats over the page on a first visit whose browser prefers the other
   * language, as this one (en-US) does on every Norwegian page: it is dismissed beforehand, as the cookie notice is
   * chosen, except where a test is about it (`test.use({ languageHint: true })`).
   */
  languageHint: [false, { option: true }],
  languageHintDismissed: [
    async ({ context, languageHint }, use) => {
      if (!languageHint)
        await context.addInitScript(() => {
          try {
            localStorage.setItem('languageHint', '1')
          } catch {
            // A document without storage (about:blank, set content): nothing to dismiss there.
          }
        })
      await use(undefined)
    },
    { auto: true },
  ],
  /**
   * A stand-in for the analytics script, so no test reaches a third party (and consent tests can watch it). On the
   * context, so a second tab a test opens is covered too. Only where a test says yes to statistics
   * (`test.use({ stubAnalytics: true })`): a route makes Chromium hold every request of the context for Playwright and
   * turns off its HTTP cache, which cost the suite 15% of its time. Anywhere else the script is never requested, and a
   * load of it would fail (no network here) and so fail the test as a console error.
   */
  stubAnalytics: [false, { option: true }],
  analyticsStub: [
    async ({ context, stubAnalytics }, use) => {
      if (stubAnalytics)
        await context.route(`${ANALYTICS_HOST}/**`, (route) =>
          route.fulfill({ contentType: 'text/javascript', body: ANALYTICS_STUB }),
        )
      await use(undefined)
    },
    { auto: true },
  ],
  /**
   * Each test is its own client to the forms' per-client rate limit: the server (started with TRUST_PROXY=1) reads
   * this address, so tests that send forms never use up each other's allowance.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    let hash = 0
    for (const char of `${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`)
      hash = (hash * 31 + char.charCodeAt(0)) >>> 0
    const ip = `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${hash & 255}`
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': ip })
  },
  /** Errors a test provokes on purpose (a failed submission is logged, as product.md asks). */
  expectedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        if (expectedConsoleErrors?.test(message.text())) return
        // A not-found page logs the load of its own 404 document, and a refused form post its own 422 or 429 page:
        // that is the behaviour under test. Any other failed load (a font, an image, a chunk, CMS media) is a fault.
        const documentLoad = message.location().url === page.url()
        if (
          documentLoad &&
          /Failed to load resource: the server responded with a status of (404|422|429)/.test(message.text())
        )
          return
        errors.push(message.text())
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { everyPage, notFoundPages, publicPages, sharedPages } from './pages'
export { expect }

/** Opens a page and waits until React has hydrated it (the shell marks `<html data-hydrated>`). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
}

/**
 * Waits until React has hydrated the screen's content too: the shell marks `<html data-hydrated>`, and a screen React
 * hydrates in a pass of its own (in a Suspense boundary) carries `data-hydrating="screen"` until its effect has run
 * (app/components/hydrating). Parts that `<Hydrate>` defers keep their mark until they are reached for. A test that
 * changes the DOM must wait for this, or React finds its own nodes changed and renders the page again.
 */
export async function waitForContentHydration(page: Page): Promise<void> {
  await waitForHydration(page)
  await page.waitForFunction(() => document.querySelector('[data-hydrating="screen"]') === null)
}

/**
 * Whether `control` is in no region React has yet to hydrate (a `<Hydrate>` part not reached for, a screen) and in no
 * screen module's root that has yet to attach (app/lib/screen-modules.ts marks one `data-module-live` once it has).
 */
export const inLivePart = (control: Locator): Promise<boolean> =>
  control.evaluate(
    (element) =>
      element.closest('[data-hydrating]') === null && element.closest('[data-module]:not([data-module-live])') === null,
  )

/**
 * Brings a part that `<Hydrate>` defers, or a screen module's root, into view and waits until React has hydrated it
 * or the module has attached (`control` is one of its elements): for a test that then stops the page's clock (a kept click is replayed on an animation frame, which a
 * paused clock never gives) or drags.
 */
export async function reachDeferred(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded()
  await expect.poll(() => inLivePart(control)).toBe(true)
  // Hydrated, a part may lay itself out anew, which moves what follows it: in view again.
  await control.scrollIntoViewIfNeeded()
}

/**
 * Drags a drag strip 200 px leftwards with the mouse, from 600 px into it: it must scroll by half the movement (100 px,
 * product.md), and no further once the button is up. The pointer is left on the strip.
 */
export async function dragStripByHalf(page: Page, strip: Locator): Promise<void> {
  const box = await strip.boundingBox()
  if (!box) throw new Error('strip not rendered')
  const y = box.y + box.height / 2
  await page.mouse.move(box.x + 600, y)
  await page.mouse.down()
  await page.mouse.move(box.x + 400, y, { steps: 4 })
  await page.mouse.up()
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(100)
  // Released: moving the mouse no longer scrolls.
  await page.mouse.move(box.x + 100, y, { steps: 4 })
  expect(await strip.evaluate((el) => el.scrollLeft)).toBe(100)
}

/**
 * Holds back every request to `url` until the returned `release` is called (a gate the test opens, not a delay).
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => {
    release = () => resolve()
  })
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Opens `path` with every app script held back until the returned `release` is called: the page paints from its HTML
 * and nothing hydrates, however long a test takes to click (a gate, not a delay).
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdRequests(page, '**/assets/**/*.js')
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  return release
}

/**
 * Follows a page's requests from now on; `quiet()` waits until none but media is in flight and none has started or
 * ended for 500 ms. Playwright's `networkidle`, except for video: a paused video keeps its request open for as long as
 * the browser likes (home's reel, once scrolled past, held `networkidle` for 15 s).
 */
export function networkWatch(page: Page): { quiet: () => Promise<void> } {
  const pending = new Set<Request>()
  let changed = Date.now()
  page.on('request', (request) => {
    if (request.resourceType() === 'media') return
    pending.add(request)
    changed = Date.now()
  })
  const settle = (request: Request) => {
    if (pending.delete(request)) changed = Date.now()
  }
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return {
    quiet: () =>
      expect
        .poll(() => pending.size === 0 && Date.now() - changed >= 500, { timeout: 15_000, intervals: [100] })
        .toBe(true),
  }
}

/**
 * The admin from cms/.env (the running test CMS was started from the same file), logged in once for many runs
 * (tests/cms-env.mjs: Strapi rate-limits admin logins); global-setup.ts hands the token to every worker.
 */
export async function adminToken(): Promise<string> {
  const token = process.env.E2E_CMS_ADMIN_TOKEN ?? (await adminSession(strapiUrl()))
  process.env.E2E_CMS_ADMIN_TOKEN = token
  return token
}

/**
 * A request to Strapi's content-manager API (`path` below `/content-manager`) with the admin's token. The token lives
 * 30 minutes, less than a slow run of the suite: a 401 logs in again, once, and the request is made again.
 */
export async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const send = async () => {
    const headers = new Headers(init.headers)
    headers.set('Authorization', `Bearer ${await adminToken()}`)
    return fetch(`${strapiUrl()}/content-manager${path}`, { ...init, headers })
  }
  const response = await send()
  if (response.status !== 401) return response
  delete process.env.E2E_CMS_ADMIN_TOKEN
  return send()
}

/** A call to Strapi's admin API as the admin panel makes it (an edit, a publish); fails the test unless it succeeded. */
export async function cmsAdmin(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await adminFetch(path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(response.status, `${method} ${path}`).toBeLessThan(300)
  return response.json()
}

/** The document id of the entry of `uid` with this slug in this locale. */
export async function documentIdOf(uid: string, slug: string, locale: string): Promise<string> {
  const [entry] = await cmsEntries<{ documentId: string }>(
    uid,
    `locale=${locale}&filters[slug][$eq]=${encodeURIComponent(slug)}`,
  )
  if (!entry) throw new Error(`no ${uid} with slug ${slug}`)
  return entry.documentId
}

/** Entries of a CMS type, read through Strapi's admin API as the admin panel reads them (`query` is its filters). */
export async function cmsEntries<T>(uid: string, query: string): Promise<T[]> {
  const response = await adminFetch(`/collection-types/${uid}?pageSize=1000&${query}`)
  if (!response.ok) throw new Error(`The CMS's admin API answered ${response.status} for ${uid}`)
  return ((await response.json()) as { results: T[] }).results
}

/**
 * Entries the CMS stored: the proof that a form submission really landed. With several fields, an entry counts when
 * any one of them matches.
 */
export async function storedEntries<T>(
  uid: string,
  field: string | readonly string[],
  value: string,
  operator: '$eq' | '$startsWith' | '$contains' = '$eq',
): Promise<T[]> {
  const fields = typeof field === 'string' ? [field] : field
  const filters = fields.map((name, index) =>
    fields.length === 1
      ? `filters[${name}][${operator}]=${encodeURIComponent(value)}`
      : `filters[$or][${index}][${name}][${operator}]=${encodeURIComponent(value)}`,
  )
  return cmsEntries<T>(uid, filters.join('&'))
}

/**
 * Whether an element with a delayed entrance is readable while it waits: its animations held at their start, it is
 * opaque and visible.
 */
export async function readableDuringDelay(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const animations = el.getAnimations()
    for (const animation of animations) {
      animation.pause()
      animation.currentTime = 0
    }
    const style = getComputedStyle(el)
    const readable = animations.length > 0 && style.opacity === '1' && style.visibility === 'visible'
    for (const animation of animations) animation.play()
    return readable
  })
}

/** Waits until the window has stopped moving (ten animation frames at one height), and gives that height. */
export function settled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = window.scrollY
        let still = 0
        const frame = () => {
          if (window.scrollY === last) still += 1
          else {
            still = 0
            last = window.scrollY
          }
          if (still >= 10) resolve(last)
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
  )
}
